import * as z from 'zod';
import { cursorPageFields, emptyToUndefined } from '../api/envelope';

/**
 * The platform's mail outbox (docs/decisions/0046-mail-outbox.md): every mail it sends is recorded, with its state and,
 * when it failed, why. The lists and the resend screens of email management build on these values.
 */

/** What the mail is about. */
export const MAIL_KINDS = ['password', 'orderCompleted', 'leaseReminder', 'message', 'alarm', 'report'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** `sending` is written before the send, so a mail lost in a crash is still on record. */
export const MAIL_STATES = ['sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Through SES (the platform's identity) or the organization's own SMTP server. */
export const MAIL_TRANSPORTS = ['ses', 'smtp'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/**
 * Why a send failed, in the words of the organization mail test (spec section 8): the host is unknown, it cannot be
 * reached, the login was refused, a recipient was refused; or the service refused the message, or something else.
 */
export const MAIL_FAILURES = ['unknownHost', 'cannotConnect', 'authFailed', 'noRecipient', 'rejected', 'notSent'] as const;
export type MailFailure = (typeof MAIL_FAILURES)[number];

/**
 * Email management (docs/decisions/0054-email-management.md): the mail list, the resend and the sender chosen before it.
 * `auto`: the nearest organization server on the mail's path, resolved at each send (decision 0046); `platform`: SES
 * with the platform's identity; `server`: the SMTP server of one organization on the mail's path the caller manages.
 */
export const MAIL_SENDER_CHOICES = ['auto', 'platform', 'server'] as const;
export type MailSenderChoice = (typeof MAIL_SENDER_CHOICES)[number];

/** Resends answered per mail: sent, failed again, or why it was not tried. */
export const MAIL_RESEND_OUTCOMES = ['sent', 'failed', 'notFound', 'notFailed', 'notResendable', 'notTried'] as const;
export type MailResendOutcome = (typeof MAIL_RESEND_OUTCOMES)[number];

/**
 * A mail still `sending` this long after its last write was lost in a crash between its record and its outcome (a send
 * is over within a minute: the SMTP step time-outs, the SES client's): it may be resent like a failed one.
 */
export const MAIL_SENDING_STALE_MINUTES = 15;

/** Whether a mail can be resent now: its body kept, and failed or stuck in `sending`. */
export function mailResendable(m: { bodyKept: boolean; state: MailState; updateTime: string }, nowMs: number): boolean {
  if (!m.bodyKept) return false;
  return m.state === 'failed' || (m.state === 'sending' && Date.parse(m.updateTime) < nowMs - MAIL_SENDING_STALE_MINUTES * 60_000);
}

/** At most this many mails in one resend request (the screen sends a larger selection in chunks of `MAIL_RESEND_CHUNK`). */
export const MAIL_RESEND_MAX = 50;
export const MAIL_RESEND_CHUNK = 10;
/** Recipients of one mail after a correction. */
export const MAIL_RECIPIENTS_MAX = 20;

/** A mail as the email management screen shows it (never its body). */
export const mailRecord = z.object({
  mailId: z.number(),
  deptId: z.number(),
  deptName: z.string(),
  kind: z.enum(MAIL_KINDS),
  state: z.enum(MAIL_STATES),
  transport: z.enum(MAIL_TRANSPORTS),
  serverDeptId: z.number(),
  serverDeptName: z.string(),
  fromAddress: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  /** False for a password mail: its body was never kept, it is never resent. */
  bodyKept: z.boolean(),
  /** Failed, or stuck in `sending` (`mailResendable`), with its body kept. */
  resendable: z.boolean(),
  failure: z.enum([...MAIL_FAILURES, '']),
  failureDetail: z.string(),
  attempts: z.number(),
  createTime: z.string(),
  sentTime: z.string(),
  senderChoice: z.enum(MAIL_SENDER_CHOICES),
  /** Who changed the sender or the recipients, and when ('' when nobody did). */
  senderBy: z.string(),
  senderTime: z.string(),
  version: z.number(),
});
export type MailRecordView = z.infer<typeof mailRecord>;

export const mailSearch = z.object({
  state: emptyToUndefined(z.enum(MAIL_STATES)),
  kind: emptyToUndefined(z.enum(MAIL_KINDS)),
  deptId: emptyToUndefined(z.coerce.number().int().positive()),
  /** Part of the title, or a whole recipient address. */
  keyword: emptyToUndefined(z.string().trim().max(50, 'common.validation')),
});
export type MailSearch = z.infer<typeof mailSearch>;
export const mailPageQuery = mailSearch.extend(cursorPageFields);
export type MailPageQuery = z.infer<typeof mailPageQuery>;

export const mailResendBody = z.object({
  mailIds: z
    .array(z.coerce.number().int().positive())
    .min(1, 'common.validation')
    .max(MAIL_RESEND_MAX, 'mail.tooMany')
    .transform((ids) => [...new Set(ids)]),
});
export type MailResendBody = z.infer<typeof mailResendBody>;

export const mailResendResult = z.object({
  mailId: z.number(),
  outcome: z.enum(MAIL_RESEND_OUTCOMES),
  /** Why it failed again ('' otherwise). */
  failure: z.enum([...MAIL_FAILURES, '']),
});
export type MailResendResult = z.infer<typeof mailResendResult>;

export const mailIdQuery = z.object({ mailId: z.coerce.number().int().positive() });
export type MailIdQuery = z.infer<typeof mailIdQuery>;

/** A sender a failed mail may be resent from; never a server's host or credentials. */
export const mailSenderOption = z.object({
  choice: z.enum(MAIL_SENDER_CHOICES),
  transport: z.enum(MAIL_TRANSPORTS),
  serverDeptId: z.number(),
  deptName: z.string(),
  fromAddress: z.string(),
});
export type MailSenderOption = z.infer<typeof mailSenderOption>;

export const mailSenderOptions = z.object({ current: z.enum(MAIL_SENDER_CHOICES), currentServerDeptId: z.number(), options: z.array(mailSenderOption) });
export type MailSenderOptions = z.infer<typeof mailSenderOptions>;

const recipient = z.string().trim().toLowerCase().max(128, 'mail.recipientInvalid').pipe(z.email('mail.recipientInvalid'));

/** The sender (and corrected recipients) of a failed mail, as last read (`version`). */
export const mailSenderBody = z
  .object({
    mailId: z.coerce.number().int().positive(),
    version: z.coerce.number().int().positive(),
    choice: z.enum(MAIL_SENDER_CHOICES),
    /** The organization whose server sends (`server` only). */
    serverDeptId: z.coerce.number().int().nonnegative().default(0),
    to: z
      .array(recipient)
      .min(1, 'mail.recipientInvalid')
      .max(MAIL_RECIPIENTS_MAX, 'mail.recipientInvalid')
      .transform((list) => [...new Set(list)]),
  })
  .refine((b) => (b.choice === 'server') === b.serverDeptId > 0, { message: 'mail.senderNotAllowed', path: ['serverDeptId'] });
export type MailSenderBody = z.infer<typeof mailSenderBody>;
