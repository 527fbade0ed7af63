import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * A real SMTP server on loopback for tests (the `smtp-server` package): one account, recipients only at example.com,
 * STARTTLS off. Received mails are parsed (`mailparser`), so tests read decoded subjects and bodies.
 */
export interface TestSmtp {
  port: number;
  received: ParsedMail[];
  /** The password the server accepts from now on. */
  setPassword(password: string): void;
  stop(): Promise<void>;
}

export async function startTestSmtp(account = 'bot@example.com', password = 'right-pass'): Promise<TestSmtp> {
  let accepted = password;
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === account && auth.password === accepted) callback(null, { user: account });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (/@example\.com$/i.test(address.address)) callback();
      else callback(Object.assign(new Error(`No such user ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    setPassword: (p) => {
      accepted = p;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
