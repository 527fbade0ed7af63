import * as z from 'zod';
import { LIMITS } from '../constants/limits';

const CLASSES = [/\d/, /[A-Z]/, /[a-z]/, /[^A-Za-z0-9]/];

/** Spec section 5: 8 to 20 characters with at least three of digit, uppercase, lowercase, special. */
export function isStrongPassword(password: string): boolean {
  if (password.length < LIMITS.passwordMinLength || password.length > LIMITS.passwordMaxLength) return false;
  return CLASSES.filter((re) => re.test(password)).length >= LIMITS.passwordMinClasses;
}

export const strongPassword = z.string({ error: 'password.weak' }).refine(isStrongPassword, 'password.weak');
