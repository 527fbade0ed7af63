import type { ErrorDefinitions } from './error-definition';

/** Login, session, password and profile errors (platform-core spec section 8). */
export const AUTH_ERRORS = {
  'session.invalid': { status: 401, message: 'Invalid login, please log in again' },
  'auth.captchaRequired': { status: 400, message: 'Captcha cannot be empty' },
  'auth.captchaExpired': { status: 400, message: 'The captcha has expired' },
  'auth.captchaWrong': { status: 400, message: 'The captcha is wrong' },
  'auth.accountLocked': { status: 429, message: 'Too many failed logins: the account is locked for {{minutes}} minutes' },
  'auth.accountDeleted': { status: 400, message: 'Sorry, your account has been deleted' },
  'auth.accountDisabled': { status: 400, message: 'Sorry, your account has been deactivated' },
  'password.oldWrong': { status: 400, message: 'The old password is wrong' },
  'password.sameAsOld': { status: 400, message: 'The new password must differ from the old password' },
  'password.changeRequired': { status: 403, message: 'Change your password before going on' },
  'password.resetLinkExpired': { status: 400, message: 'This password reset link has expired: request a new one' },
  'password.resetLinkUsed': { status: 400, message: 'This password reset link has already been used: request a new one if needed' },
  'profile.emailExists': { status: 409, message: 'The email already exists' },
  'profile.phoneExists': { status: 409, message: 'The phone number already exists' },
} as const satisfies ErrorDefinitions;
