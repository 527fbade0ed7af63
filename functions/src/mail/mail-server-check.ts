import { lookup } from 'node:dns/promises';
import net from 'node:net';
import tls from 'node:tls';

/** What an organization's mail-server test found (the spec's four failure messages, or success). */
export type MailCheckOutcome = 'ok' | 'unknownHost' | 'cannotConnect' | 'authFailed' | 'noRecipient';

export interface MailServerSettings {
  protocol: 'SMTP' | 'IMAP' | 'POP3';
  host: string;
  port: number;
  /** SSL: TLS from the first byte; TLS: STARTTLS/STLS upgrade; none: plain. */
  encryption: 'SSL' | 'TLS' | 'none' | '';
  account: string;
  password: string;
}

/** Per step, and for the whole check (it must end well inside the API's 29 s). */
const TIMEOUT_MS = 8_000;
const TOTAL_MS = 20_000;

class Failure extends Error {
  constructor(readonly outcome: Exclude<MailCheckOutcome, 'ok'>) {
    super(outcome);
  }
}

/** A line-oriented conversation over a socket: `reply(isLast)` waits for the reply whose last line matches. */
class Conversation {
  private buffer = '';
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(public socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket) {
    this.socket = socket;
    this.buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => {
      this.closed = true;
      this.wake();
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  /** Lines up to and including the first one for which `isLast` holds. */
  async reply(isLast: (line: string) => boolean): Promise<string[]> {
    const deadline = Date.now() + TIMEOUT_MS;
    for (;;) {
      const lines = this.buffer.split('\r\n');
      const complete = lines.slice(0, -1);
      const end = complete.findIndex(isLast);
      if (end >= 0) {
        this.buffer = [...complete.slice(end + 1), lines.at(-1)].join('\r\n');
        return complete.slice(0, end + 1);
      }
      if (this.closed || Date.now() > deadline) throw new Failure('cannotConnect');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  send(line: string) {
    this.socket.write(`${line}\r\n`);
  }

  close() {
    this.socket.destroy();
  }
}

function connect(host: string, port: number, secure: boolean): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = secure ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host }) : net.connect({ host, port });
    const fail = () => {
      socket.destroy();
      reject(new Failure('cannotConnect'));
    };
    socket.setTimeout(TIMEOUT_MS, fail);
    socket.once('error', fail);
    socket.once(secure ? 'secureConnect' : 'connect', () => {
      socket.setTimeout(0);
      socket.removeListener('error', fail);
      resolve(socket);
    });
  });
}

function upgrade(c: Conversation, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const plain = c.socket;
    plain.removeAllListeners('data');
    const secure = tls.connect({ socket: plain, servername: net.isIP(host) ? undefined : host });
    secure.once('error', () => reject(new Failure('cannotConnect')));
    secure.once('secureConnect', () => {
      c.attach(secure);
      resolve();
    });
  });
}

const smtpCode = (lines: string[]) => Number(lines.at(-1)?.slice(0, 3));
const smtpLast = (line: string) => /^\d{3}(?: |$)/.test(line);

async function checkSmtp(c: Conversation, s: MailServerSettings, recipient: string): Promise<void> {
  if (smtpCode(await c.reply(smtpLast)) !== 220) throw new Failure('cannotConnect');
  c.send('EHLO aed-cloud');
  if (smtpCode(await c.reply(smtpLast)) !== 250) throw new Failure('cannotConnect');
  if (s.encryption === 'TLS') {
    c.send('STARTTLS');
    if (smtpCode(await c.reply(smtpLast)) !== 220) throw new Failure('cannotConnect');
    await upgrade(c, s.host);
    c.send('EHLO aed-cloud');
    if (smtpCode(await c.reply(smtpLast)) !== 250) throw new Failure('cannotConnect');
  }
  c.send(`AUTH PLAIN ${Buffer.from(`\0${s.account}\0${s.password}`).toString('base64')}`);
  if (smtpCode(await c.reply(smtpLast)) !== 235) throw new Failure('authFailed');
  c.send(`MAIL FROM:<${s.account}>`);
  if (smtpCode(await c.reply(smtpLast)) !== 250) throw new Failure('authFailed');
  c.send(`RCPT TO:<${recipient}>`);
  const rcpt = smtpCode(await c.reply(smtpLast));
  if (rcpt !== 250 && rcpt !== 251) throw new Failure('noRecipient');
  c.send('DATA');
  if (smtpCode(await c.reply(smtpLast)) !== 354) throw new Failure('cannotConnect');
  c.send(`From: <${s.account}>\r\nTo: <${recipient}>\r\nSubject: AED Cloud mail server test\r\n\r\nThis message confirms that the mail server settings work.\r\n.`);
  if (smtpCode(await c.reply(smtpLast)) !== 250) throw new Failure('noRecipient');
  c.send('QUIT');
}

const quoteImap = (s: string) => `"${s.replace(/[\\"]/g, (m) => `\\${m}`)}"`;

async function checkImap(c: Conversation, s: MailServerSettings): Promise<void> {
  const [greeting] = await c.reply((l) => l.startsWith('* '));
  if (!/^\* (OK|PREAUTH)/i.test(greeting)) throw new Failure('cannotConnect');
  if (s.encryption === 'TLS') {
    c.send('a0 STARTTLS');
    if (!/^a0 OK/i.test((await c.reply((l) => l.startsWith('a0 '))).at(-1) ?? '')) throw new Failure('cannotConnect');
    await upgrade(c, s.host);
  }
  c.send(`a1 LOGIN ${quoteImap(s.account)} ${quoteImap(s.password)}`);
  if (!/^a1 OK/i.test((await c.reply((l) => l.startsWith('a1 '))).at(-1) ?? '')) throw new Failure('authFailed');
  c.send('a2 LOGOUT');
}

async function checkPop3(c: Conversation, s: MailServerSettings): Promise<void> {
  const ok = async () => ((await c.reply(() => true))[0] ?? '').startsWith('+OK');
  if (!(await ok())) throw new Failure('cannotConnect');
  if (s.encryption === 'TLS') {
    c.send('STLS');
    if (!(await ok())) throw new Failure('cannotConnect');
    await upgrade(c, s.host);
  }
  c.send(`USER ${s.account}`);
  if (!(await ok())) throw new Failure('authFailed');
  c.send(`PASS ${s.password}`);
  if (!(await ok())) throw new Failure('authFailed');
  c.send('QUIT');
}

/** Loopback, private, link-local, unspecified, CGNAT and multicast addresses (IPv4 and IPv6). */
export function isInternalAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(v4)) {
    const [a, b] = v4.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80') || v6.startsWith('ff');
}

/**
 * The address to connect to for an organization's mail host, or why not: the platform must not become a probe of its
 * own network (SSRF), so in AWS a host with any private, loopback or link-local address (e.g. the instance metadata
 * address) is refused as unreachable. The local runtime allows them (`MAIL_TEST_ALLOW_PRIVATE_HOSTS`). Connecting to
 * the address checked, not the name again, leaves no window for the name to resolve elsewhere meanwhile.
 */
export async function resolveMailHost(host: string): Promise<{ address: string } | 'unknownHost' | 'cannotConnect'> {
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return 'unknownHost';
  }
  if (addresses.length === 0) return 'unknownHost';
  if (process.env.MAIL_TEST_ALLOW_PRIVATE_HOSTS !== 'true' && addresses.some(isInternalAddress)) return 'cannotConnect';
  return { address: addresses[0] };
}

/**
 * Tests an organization's mail server the way it will be used: name resolution, connection (TLS from the start
 * for SSL, STARTTLS/STLS for TLS), login, and for SMTP a test message to `recipient`.
 */
export async function checkMailServer(s: MailServerSettings, recipient: string): Promise<MailCheckOutcome> {
  if (s.protocol === 'SMTP' && !recipient) return 'noRecipient';
  const resolved = await resolveMailHost(s.host);
  if (typeof resolved !== 'object') return resolved;
  let c: Conversation | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = async (): Promise<MailCheckOutcome> => {
    c = new Conversation(await connect(s.host, s.port, s.encryption === 'SSL'));
    if (s.protocol === 'SMTP') await checkSmtp(c, s, recipient);
    else if (s.protocol === 'IMAP') await checkImap(c, s);
    else await checkPop3(c, s);
    return 'ok';
  };
  const overall = new Promise<MailCheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve('cannotConnect'), TOTAL_MS);
  });
  try {
    return await Promise.race([run(), overall]);
  } catch (e) {
    if (e instanceof Failure) return e.outcome;
    return 'cannotConnect';
  } finally {
    clearTimeout(timer);
    (c as Conversation | undefined)?.close();
  }
}
