import type { ErrorDefinitions } from './error-definition';

/** The codes the email management schemas answer for an invalid field (decision 0054). */
export const MAIL_FIELD_ERRORS = {
  'mail.senderNotAllowed': { status: 400, message: 'The mail cannot be sent from this sender' },
  'mail.recipientInvalid': { status: 400, message: 'Enter one to 20 valid email addresses' },
  'mail.tooMany': { status: 400, message: 'At most 50 mails can be resent at once' },
} as const satisfies ErrorDefinitions;
