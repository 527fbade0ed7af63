import { isStrongPassword } from '@aed/shared/constants/password-strength';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordChangeField = keyof PasswordChangeValues;
/** Translation keys (with namespace) of the problems found, by field. */
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, string>>;

/** Spec section 5: new password strong; confirmation equal to it (also the reset page's rule). */
export function validateNewPassword(v: Pick<PasswordChangeValues, 'newPassword' | 'confirmPassword'>): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!v.newPassword) errors.newPassword = 'auth:password.newRequired';
  else if (!isStrongPassword(v.newPassword)) errors.newPassword = 'errors:password.weak';
  if (!v.confirmPassword) errors.confirmPassword = 'auth:password.confirmRequired';
  else if (v.confirmPassword !== v.newPassword) errors.confirmPassword = 'auth:password.mismatch';
  return errors;
}

/** Spec section 5: old required; new strong and different from old; confirmation equal to new. */
export function validatePasswordChange(v: PasswordChangeValues): PasswordChangeErrors {
  const errors = validateNewPassword(v);
  if (!v.oldPassword) errors.oldPassword = 'errors:password.oldRequired';
  if (!errors.newPassword && v.newPassword === v.oldPassword) errors.newPassword = 'errors:password.sameAsOld';
  return errors;
}

/** Which field a server error code belongs to, when it belongs to one. */
export function fieldOfErrorCode(code: string): PasswordChangeField | undefined {
  if (code === 'password.oldWrong' || code === 'password.oldRequired') return 'oldPassword';
  if (code === 'password.sameAsOld' || code === 'password.weak') return 'newPassword';
  return undefined;
}
