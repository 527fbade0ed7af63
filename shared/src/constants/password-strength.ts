import { LIMITS } from './limits';

const CLASSES = [/\d/, /[A-Z]/, /[a-z]/, /[^A-Za-z0-9]/];

/**
 * Spec section 5: 8 to 20 characters with at least three of digit, uppercase, lowercase, special. Kept apart from the
 * zod schema (schemas/password.ts) so the SPA's forced password dialog checks it without loading zod.
 */
export function isStrongPassword(password: string): boolean {
  if (password.length < LIMITS.passwordMinLength || password.length > LIMITS.passwordMaxLength) return false;
  return CLASSES.filter((re) => re.test(password)).length >= LIMITS.passwordMinClasses;
}
