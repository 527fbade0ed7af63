import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const AUTH_FIELD_ERRORS = {
  'auth.usernameRequired': { status: 400, message: 'Account cannot be empty' },
  'auth.passwordRequired': { status: 400, message: 'Password cannot be empty' },
  'auth.badCredentials': { status: 400, message: 'Account or password is wrong' },
  'password.oldRequired': { status: 400, message: 'The old password is required' },
  'password.weak': { status: 400, message: 'The password must be 8 to 20 characters with at least three of: digit, uppercase letter, lowercase letter, special character' },
  'password.resetEmailInvalid': { status: 400, message: 'The email address is invalid' },
  'password.resetLinkInvalid': { status: 400, message: 'This password reset link is not valid: request a new one' },
  'profile.avatarFormat': { status: 400, message: 'The avatar must be a PNG, JPEG, GIF or WebP image' },
} as const satisfies ErrorDefinitions;
