import type { UpdatePasswordBody } from '@aed/shared/schemas/auth';
import { deleteUserSessions, setSessionPassword } from '../../data/access/sessions';
import { setPassword } from '../../data/access/users';
import { getUserById } from '../../data/access/user-reads';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from './passwords';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';

/**
 * Own password change: old must match, new must differ; every other session of the user ends, and the caller's own
 * session sees the new password at once (a forced change lifts its gate).
 */
export async function changeOwnPassword(actor: Actor, body: UpdatePasswordBody): Promise<void> {
  const user = await getUserById(actor.userId);
  if (!user) throw AppError.of(AUTH_ERRORS, 'session.invalid');
  if (!(await verifyPassword(body.oldPassword, user.passwordHash))) throw AppError.of(AUTH_ERRORS, 'password.oldWrong');
  if (body.oldPassword === body.newPassword) throw AppError.of(AUTH_ERRORS, 'password.sameAsOld');
  const changedAt = nowIso();
  await setPassword(user.userId, await hashPassword(body.newPassword), 'chosen', changedAt, actor.username);
  await deleteUserSessions(user.userId, actor.sessionId);
  await setSessionPassword(actor.sessionId, { passwordKind: 'chosen', passwordChangedAt: changedAt });
}
