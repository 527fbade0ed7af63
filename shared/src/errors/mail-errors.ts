import type { ErrorDefinitions } from './error-definition';

/** Email management (docs/decisions/0054-email-management.md). */
export const MAIL_ERRORS = {
  'mail.notFound': { status: 404, message: 'The mail does not exist' },
  'mail.conflict': { status: 409, message: 'The mail was changed meanwhile: reload it' },
  'mail.notFailed': { status: 409, message: 'Only a failed mail can get another sender or recipients' },
  'mail.notResendable': { status: 409, message: 'A password mail is never resent: the user asks for a new link' },
  'mail.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
} as const satisfies ErrorDefinitions;
