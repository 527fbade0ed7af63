import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke } from '../helpers';
import { expectError } from './support';
import { checkMailServer, isInternalAddress } from '../../src/mail/mail-server-check';

// The fake servers below listen on loopback, which the platform refuses to probe unless the runtime allows it.
process.env.MAIL_TEST_ALLOW_PRIVATE_HOSTS = 'true';

describe('mail test refuses internal targets in AWS (SSRF)', () => {
  it('classifies internal addresses', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) expect(isInternalAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '172.32.0.1', '2001:4860:4860::8888']) expect(isInternalAddress(a), a).toBe(false);
  });

  it('answers "cannot connect" for the instance metadata address without connecting', async () => {
    process.env.MAIL_TEST_ALLOW_PRIVATE_HOSTS = 'false';
    try {
      const outcome = await checkMailServer({ protocol: 'SMTP', host: '169.254.169.254', port: 80, encryption: 'none', account: 'a', password: 'b' } as never, 'x@example.com');
      expect(outcome).toBe('cannotConnect');
    } finally {
      process.env.MAIL_TEST_ALLOW_PRIVATE_HOSTS = 'true';
    }
  });
});

/** A tiny SMTP server: accepts `bot@example.com` / `right-pass`, and only recipients at example.com. */
function fakeSmtp(received: string[]): net.Server {
  return net.createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
          continue;
        }
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH PLAIN ')) {
          const [, user, pass] = Buffer.from(line.slice(11), 'base64').toString('utf8').split('\0');
          socket.write(user === 'bot@example.com' && pass === 'right-pass' ? '235 ok\r\n' : '535 bad credentials\r\n');
        } else if (line.startsWith('MAIL FROM')) socket.write('250 ok\r\n');
        else if (line.startsWith('RCPT TO')) socket.write(/@example\.com>$/.test(line) ? '250 ok\r\n' : '550 no such user\r\n');
        else if (line === 'DATA') {
          data = true;
          socket.write('354 go\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 unknown\r\n');
      }
    });
  });
}

/** A tiny POP3 server with the same account. */
function fakePop3(): net.Server {
  return net.createServer((socket) => {
    let user = '';
    socket.write('+OK ready\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n').filter(Boolean)) {
        if (line.startsWith('USER ')) {
          user = line.slice(5);
          socket.write('+OK\r\n');
        } else if (line.startsWith('PASS ')) socket.write(user === 'bot@example.com' && line.slice(5) === 'right-pass' ? '+OK\r\n' : '-ERR auth\r\n');
        else if (line === 'QUIT') socket.end('+OK bye\r\n');
      }
    });
  });
}

const listen = (server: net.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

describe('organization mail-server test', () => {
  let token: string;
  const received: string[] = [];
  const smtp = fakeSmtp(received);
  const pop3 = fakePop3();
  let smtpPort: number;
  let pop3Port: number;
  let closedPort: number;
  let n = 0;

  beforeAll(async () => {
    token = await adminToken();
    smtpPort = await listen(smtp);
    pop3Port = await listen(pop3);
    const probe = net.createServer();
    closedPort = await listen(probe);
    await new Promise((r) => probe.close(r));
  });
  afterAll(() => {
    smtp.close();
    pop3.close();
  });

  async function orgWith(mail: Record<string, unknown>): Promise<number> {
    const res = await invoke('DeptAdd', { token, body: { parentId: 100, deptName: `Mail test ${++n}`, mailProtocol: 'SMTP', mailHost: '127.0.0.1', mailEncryption: 'none', mailAccount: 'bot@example.com', mailPassword: 'right-pass', ...mail } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.deptId as number;
  }
  const test = (deptId: number, recipient = 'someone@example.com') => invoke('DeptMailTest', { token, body: { deptId, recipient } });

  it('sends a test message through a working SMTP server', async () => {
    const res = await test(await orgWith({ mailPort: smtpPort }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(received).toContain('Subject: AED Cloud mail server test');
  });

  it('answers the spec\'s four failures', async () => {
    expectError(await test(await orgWith({ mailHost: 'no-such-host.invalid', mailPort: 25 })), 400, 'dept.mailUnknownHost');
    expectError(await test(await orgWith({ mailPort: closedPort })), 400, 'dept.mailCannotConnect');
    expectError(await test(await orgWith({ mailPort: smtpPort, mailPassword: 'wrong-pass' })), 400, 'dept.mailAuthFailed');
    const ok = await orgWith({ mailPort: smtpPort });
    expectError(await test(ok, ''), 400, 'dept.mailNoRecipient');
    expectError(await test(ok, 'someone@elsewhere.org'), 400, 'dept.mailNoRecipient');
  });

  it('logs in to a POP3 server, and refuses settings never saved', async () => {
    expect((await test(await orgWith({ mailProtocol: 'POP3', mailPort: pop3Port }))).status).toBe(200);
    expectError(await test(await orgWith({ mailProtocol: 'POP3', mailPort: pop3Port, mailPassword: 'nope' })), 400, 'dept.mailAuthFailed');
    expectError(await test(await orgWith({ mailProtocol: '', mailHost: '' })), 400, 'dept.mailNotConfigured');
  });
});
