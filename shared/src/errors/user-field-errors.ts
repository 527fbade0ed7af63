import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const USER_FIELD_ERRORS = {
  'user.accountRequired': { status: 400, message: 'The login account is required' },
  'user.accountFormat': { status: 400, message: 'The login account has 1 to 30 letters, digits, "." or "_"' },
  'user.nameRequired': { status: 400, message: 'The user name is required' },
  'user.nameTooLong': { status: 400, message: 'The user name has at most 30 characters' },
  'user.deptRequired': { status: 400, message: 'The organization is required' },
  'user.roleRequired': { status: 400, message: 'At least one role is required' },
  'user.statusRequired': { status: 400, message: 'The status is required' },
  'user.userTypeRequired': { status: 400, message: 'The user type is required' },
  'user.emailFormat': { status: 400, message: 'Enter a valid email address' },
  'user.phoneFormat': { status: 400, message: 'Enter a valid phone number' },
  'user.certificateRange': { status: 400, message: 'The certificate validity needs a start and an end date, the end not before the start' },
} as const satisfies ErrorDefinitions;
