import { createTransport } from 'nodemailer';
import type { MailFailure } from '@aed/shared/schemas/mail-record';
import { resolveMailHost, type MailServerSettings } from './mail-server-check';
import type { MailFile } from './mail-file';

/**
 * Sends one mail through an organization's own SMTP server (decision 0046), with nodemailer: MIME with UTF-8
 * headers, STARTTLS and login handled by a maintained library rather than by hand. The host is resolved and checked
 * once (SSRF, `resolveMailHost`) and the connection goes to that address, TLS names checked against the host name.
 */

export interface SmtpMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailFile[];
}

/** Within the API's 29 s, with time left to record the outcome. */
const TIMEOUT_MS = 8_000;

export class SmtpSendError extends Error {
  constructor(
    readonly failure: MailFailure,
    detail: string,
  ) {
    super(detail);
  }
}

/** What a nodemailer error code means to an administrator (the words of the mail test, spec section 8). */
function failureOf(code: string | undefined): MailFailure {
  if (code === 'EDNS') return 'unknownHost';
  if (code === 'EAUTH' || code === 'ENOAUTH') return 'authFailed';
  if (code === 'EENVELOPE') return 'noRecipient';
  if (code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'ETLS' || code === 'EPROTOCOL') return 'cannotConnect';
  if (code === 'EMESSAGE') return 'rejected';
  return 'notSent';
}

export async function sendViaSmtp(server: Omit<MailServerSettings, 'protocol'>, mail: SmtpMail): Promise<void> {
  const resolved = await resolveMailHost(server.host);
  if (typeof resolved !== 'object') throw new SmtpSendError(resolved, resolved === 'unknownHost' ? `unknown host ${server.host}` : `${server.host} is not reachable from the platform`);
  const transport = createTransport({
    host: resolved.address,
    servername: server.host,
    tls: { servername: server.host },
    port: server.port,
    secure: server.encryption === 'SSL',
    requireTLS: server.encryption === 'TLS',
    ignoreTLS: server.encryption === 'none' || server.encryption === '',
    auth: server.account ? { user: server.account, pass: server.password } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
    });
  } catch (e) {
    const err = e as { code?: string; response?: string; message?: string };
    throw new SmtpSendError(failureOf(err.code), String(err.response || err.message || e));
  } finally {
    transport.close();
  }
}
