import { LIMITS } from '@aed/shared/constants/limits';
import { PASSWORD_STATUS, mustChangePassword, type PasswordStatus } from '@aed/shared/constants/password-status';
import type { UserItem } from '../../data/entities/user-entity';
import { AppError } from '../../lib/app-error';
import { passwordValidateDays } from '../config/config-values';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';

const DAY_MS = 86_400_000;

/** What a password's status follows: how it was set and when (on the user, and copied into each session). */
export type PasswordState = Pick<UserItem, 'passwordKind' | 'passwordChangedAt'>;

/** 3 initial/temporary, 2 expired, 1 expires within a month, 0 fine. */
export async function passwordStatusOf(
  password: PasswordState,
  now = Date.now(),
): Promise<{ passwordStatus: PasswordStatus; passwordExpiresAt: string | null }> {
  if (password.passwordKind !== 'chosen') return { passwordStatus: PASSWORD_STATUS.initial, passwordExpiresAt: null };
  const days = await passwordValidateDays();
  if (!days) return { passwordStatus: PASSWORD_STATUS.ok, passwordExpiresAt: null };
  const expiresAt = Date.parse(password.passwordChangedAt) + days * DAY_MS;
  const passwordStatus =
    now >= expiresAt
      ? PASSWORD_STATUS.expired
      : expiresAt - now <= LIMITS.passwordExpiryReminderDays * DAY_MS
        ? PASSWORD_STATUS.expiringSoon
        : PASSWORD_STATUS.ok;
  return { passwordStatus, passwordExpiresAt: new Date(expiresAt).toISOString() };
}

/**
 * The server side of the forced password change (spec section 2, decision 0027): while the session's password is
 * initial, temporary or expired, only the calls of the forced dialog are open. The status goes with the refusal so
 * the web can show the right dialog ("expired" or "initial").
 */
export async function assertPasswordChangeNotRequired(password: PasswordState): Promise<void> {
  const { passwordStatus } = await passwordStatusOf(password);
  if (mustChangePassword(passwordStatus)) throw AppError.of(AUTH_ERRORS, 'password.changeRequired', { passwordStatus });
}
