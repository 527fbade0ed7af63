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
