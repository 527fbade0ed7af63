/**
 * `npm start -- --reset-admin`: the local platform's way back in when the administrator's password is lost (the
 * seeded administrator has no mailbox for "Forgot password"). A new one-time password, shown once, to be changed at
 * the next login; the administrator's sessions end and its failed-login locks are lifted. The data stays.
 */
import { generatePassword, hashPassword } from '../domain/auth/passwords';
import { clearLoginFailures } from '../data/access/login-attempts';
import { deleteUserSessions } from '../data/access/sessions';
import { getUserById } from '../data/access/user-reads';
import { setPassword } from '../data/access/users';
import { nowIso } from '../lib/time';

/** The seeded administrator's id (seed/seed.ts). */
const ADMIN_USER_ID = 1;

export async function resetAdminPassword(): Promise<string> {
  const admin = await getUserById(ADMIN_USER_ID);
  if (!admin) throw new Error('no administrator to reset: start with --fresh');
  const password = generatePassword();
  await setPassword(admin.userId, await hashPassword(password), 'initial', nowIso(), 'system');
  await deleteUserSessions(admin.userId);
  await clearLoginFailures(admin.username);
  return password;
}
