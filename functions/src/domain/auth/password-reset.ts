import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIMITS } from '@aed/shared/constants/limits';
import type { ForgetPasswordBody, ResetLinkResult, ResetPasswordBody } from '@aed/shared/schemas/auth';
import { clearLoginFailures } from '../../data/access/login-attempts';
import {
  countResetRequestsFromAddress,
  countResetRequestsOfAccount,
  createPasswordReset,
  getPasswordReset,
  usePasswordReset,
} from '../../data/access/password-resets';
import type { PasswordResetItem } from '../../data/entities/password-reset-entity';
import { deleteUserSessions } from '../../data/access/sessions';
import { getUserById, getUserByUsername } from '../../data/access/users';
import { clientAddressKey } from '../../lib/client-address';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { nowIso, nowSeconds } from '../../lib/time';
import { sendMail } from '../../mail/send-mail';
import { passwordResetMail } from '../../mail/templates/password-reset-mail';
import type { RequestInfo } from '../actor';
import { AppError } from '../app-error';
import { isCaptchaEnabled } from '../config/config-values';
import { checkCaptcha } from './captcha';
import { hashPassword } from './passwords';

/** Only the hash of a link's secret is stored: a copy of the table opens no account. */
const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

const REQUEST_WINDOW = { seconds: LIMITS.passwordResetWindowMinutes * 60 };

/**
 * Forgot password (docs/decisions/0028): when the account exists, is enabled and the email is its own, a single-use
 * link valid `passwordResetLinkMinutes` is mailed in the user's language; nothing else changes until it is used.
 * Every request gets the same answer after the same minimum time, whatever the account, so the answer tells
 * nothing about accounts or their emails. Throttled per client address and per account name (known or not), and
 * the captcha is checked when the captcha switch is on.
 */
export async function requestPasswordReset(body: ForgetPasswordBody, request: RequestInfo): Promise<void> {
  const answerAt = Date.now() + LIMITS.passwordResetAnswerMs;
  try {
    await issueResetLink(body, request);
  } finally {
    await sleep(Math.max(0, answerAt - Date.now()));
  }
}

async function issueResetLink(body: ForgetPasswordBody, request: RequestInfo): Promise<void> {
  if (await isCaptchaEnabled()) await checkCaptcha(body.uuid, body.code);
  const now = nowSeconds();
  // The address first: requests refused for their address do not use up the account's own allowance.
  const fromAddress = await countResetRequestsFromAddress(clientAddressKey(request.ip), REQUEST_WINDOW, now);
  if (fromAddress.count > LIMITS.passwordResetPerAddress) throw new AppError('common.tooManyRequests');
  const ofAccount = await countResetRequestsOfAccount(body.account, REQUEST_WINDOW, now);
  if (ofAccount.count > LIMITS.passwordResetPerAccount) throw new AppError('common.tooManyRequests');

  const user = await getUserByUsername(body.account);
  if (!user || user.deleted || user.status !== '0' || !user.email || user.email.toLowerCase() !== body.email.toLowerCase()) return;

  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + LIMITS.passwordResetLinkMinutes * 60;
  await createPasswordReset({
    tokenHash: hashOfToken(token),
    userId: user.userId,
    username: user.username,
    passwordChangedAt: user.passwordChangedAt,
    createTime: nowIso(),
    expiresAt,
    ttl: expiresAt + 86_400,
  });
  // In the fragment, so the secret never reaches a server or CDN access log when the link is opened.
  const link = `${env.appUrl}/reset-password#token=${token}`;
  try {
    await sendMail(passwordResetMail(user.language, user.username, link, LIMITS.passwordResetLinkMinutes, user.email));
  } catch (e) {
    // Answered like every other request: a failure must not tell that the account and email matched. The unsent
    // link is harmless (nobody has it) and expires.
    logger.error('password reset mail not sent', { userId: user.userId, error: e instanceof Error ? e.message : String(e) });
  }
}

/** The link's record while it can still be used, or the reason it cannot. */
async function usableReset(token: string, now: number): Promise<PasswordResetItem> {
  const reset = await getPasswordReset(hashOfToken(token));
  if (!reset) throw new AppError('password.resetLinkInvalid');
  if (reset.usedAt) throw new AppError('password.resetLinkUsed');
  if (reset.expiresAt <= now) throw new AppError('password.resetLinkExpired');
  const user = await getUserById(reset.userId);
  if (!user || user.deleted || user.status !== '0' || user.passwordChangedAt !== reset.passwordChangedAt) throw new AppError('password.resetLinkInvalid');
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
