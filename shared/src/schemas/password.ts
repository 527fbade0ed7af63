import * as z from 'zod';
import { isStrongPassword } from '../constants/password-strength';

export { isStrongPassword };

export const strongPassword = z.string({ error: 'password.weak' }).refine(isStrongPassword, 'password.weak');
