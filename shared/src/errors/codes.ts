/**
 * Stable error codes. The server answers `{ code: <http status>, msg: <English>, errorCode, params? }`;
 * the SPA translates `errorCode` (namespace `errors`) and falls back to `msg`.
 */
export const ERRORS = {
  // generic
  'common.badRequest': { status: 400, message: 'The request is invalid' },
  'common.validation': { status: 400, message: 'Please enter all fields correctly' },
  'common.unauthorized': { status: 401, message: 'Invalid login, please log in again' },
  'common.forbidden': { status: 403, message: 'You do not have permission for this operation' },
  'common.notFound': { status: 404, message: 'The requested resource does not exist' },
  'common.routeNotFound': { status: 404, message: 'No such API route' },
  'common.conflict': { status: 409, message: 'The data was changed by someone else, refresh and retry' },
  'common.payloadTooLarge': { status: 413, message: 'The request is too large' },
  'common.fileTooLarge': { status: 413, message: 'File size exceeded' },
  'common.fileFormat': { status: 400, message: 'Attachment format error' },
  'common.tooManyRequests': { status: 429, message: 'Too many requests, try again later' },
  'common.internal': { status: 500, message: 'Operation failed, please try again later' },
  // session
  'session.invalid': { status: 401, message: 'Invalid login, please log in again' },
  // login
  'auth.usernameRequired': { status: 400, message: 'Username cannot be empty' },
  'auth.passwordRequired': { status: 400, message: 'Password cannot be empty' },
  'auth.captchaRequired': { status: 400, message: 'Captcha cannot be empty' },
  'auth.captchaExpired': { status: 400, message: 'The captcha has expired' },
  'auth.captchaWrong': { status: 400, message: 'The captcha is wrong' },
  'auth.badCredentials': { status: 400, message: 'Account or password is wrong' },
  'auth.accountLocked': { status: 429, message: 'Too many failed logins: the account is locked for {{minutes}} minutes' },
  'auth.accountDeleted': { status: 400, message: 'Sorry, your account has been deleted' },
  'auth.accountDisabled': { status: 400, message: 'Sorry, your account has been deactivated' },
  // password
  'password.oldRequired': { status: 400, message: 'The old password is required' },
  'password.oldWrong': { status: 400, message: 'The old password is wrong' },
  'password.sameAsOld': { status: 400, message: 'The new password must differ from the old password' },
  'password.weak': { status: 400, message: 'The password must be 8 to 20 characters with at least three of: digit, uppercase letter, lowercase letter, special character' },
  'password.resetAccountNotFound': { status: 400, message: 'The account does not exist' },
  'password.resetEmailMismatch': { status: 400, message: 'This is not the registered email of the account' },
  'password.resetEmailInvalid': { status: 400, message: 'The email address is invalid' },
  'password.resetMailFailed': { status: 500, message: 'The email could not be sent, please try again later' },
  // profile
  'profile.emailExists': { status: 409, message: 'The email already exists' },
  'profile.phoneExists': { status: 409, message: 'The phone number already exists' },
  'profile.avatarFormat': { status: 400, message: 'The avatar must be a PNG, JPEG, GIF or WebP image' },
  // parameters
  'config.keyExists': { status: 409, message: 'The parameter key name already exists' },
  'config.notFound': { status: 404, message: 'The parameter does not exist' },
  'config.builtinCannotDelete': { status: 409, message: 'Built-in parameters cannot be deleted' },
  'config.builtinKeyImmutable': { status: 409, message: 'The key name of a built-in parameter cannot be changed' },
  'config.tooMany': { status: 409, message: 'The maximum number of parameters has been reached' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];
