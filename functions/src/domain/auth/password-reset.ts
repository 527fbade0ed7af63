import { createHash } from 'node:crypto';
import type { ResetLinkResult, ResetPasswordBody } from '@aed/shared/schemas/auth';
import { clearLoginFailures } from '../../data/access/login-attempts';
import { getPasswordReset, usePasswordReset } from '../../data/access/password-resets';
import type { PasswordResetItem } from '../../data/entities/password-reset-entity';
import { deleteUserSessions } from '../../data/access/sessions';
import { getUserById } from '../../data/access/user-reads';
import { nowIso, nowSeconds } from '../../lib/time';
import { AppError } from '../../lib/app-error';
import { hashPassword } from './passwords';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';
import { AUTH_FIELD_ERRORS } from '@aed/shared/errors/auth-field-errors';

/*
 * Using a password reset link (decision 0028); password-reset-request.ts issues them. Kept apart so the routes that
 * use a link bundle neither the captcha nor the mail client.
 */

/** Only the hash of a link's secret is stored: a copy of the table opens no account. */
export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link's record while it can still be used, or the reason it cannot. */
async function usableReset(token: string, now: number): Promise<PasswordResetItem> {
  const reset = await getPasswordReset(hashOfToken(token));
  if (!reset) throw AppError.of(AUTH_FIELD_ERRORS, 'password.resetLinkInvalid');
  if (reset.usedAt) throw AppError.of(AUTH_ERRORS, 'password.resetLinkUsed');
  if (reset.expiresAt <= now) throw AppError.of(AUTH_ERRORS, 'password.resetLinkExpired');
  const user = await getUserById(reset.userId);
  if (!user || user.deleted || user.status !== '0' || user.passwordChangedAt !== reset.passwordChangedAt) throw AppError.of(AUTH_FIELD_ERRORS, 'password.resetLinkInvalid');
  return reset;
}

/** What the reset page shows before the new password is typed: the account, or why the link no longer works. */
export async function checkResetLink(token: string): Promise<ResetLinkResult> {
  const reset = await usableReset(token, nowSeconds());
  return { username: reset.username };
}

/**
 * Uses a link: the new password (a chosen one, so no forced change follows) and the link's use are one transaction;
 * then every session of the user ends and the failed-login locks of the account are lifted (its owner proved they
 * hold the mailbox).
 */
export async function resetPasswordWithLink(body: ResetPasswordBody): Promise<void> {
  const reset = await usableReset(body.token, nowSeconds());
  const refused = await usePasswordReset(reset, await hashPassword(body.newPassword), nowIso(), nowSeconds());
  if (refused) {
    // Used, expired or voided meanwhile: answer why, as if it had been so from the start.
    await usableReset(body.token, nowSeconds());
    throw new AppError('common.conflict');
  }
  await deleteUserSessions(reset.userId);
  await clearLoginFailures(reset.username);
}
