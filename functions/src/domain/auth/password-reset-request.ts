import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIMITS } from '@aed/shared/constants/limits';
import type { ForgetPasswordBody } from '@aed/shared/schemas/auth';
import { countResetRequestsFromAddress, countResetRequestsOfAccount, createPasswordReset } from '../../data/access/password-resets';
import { getUserByUsername } from '../../data/access/user-reads';
import { clientAddressKey } from '../../lib/client-address';
import { env } from '../../lib/env';
import { nowIso, nowSeconds } from '../../lib/time';
import { deliverMail } from '../mail/mail-delivery';
import { passwordResetMail } from '../../mail/templates/password-reset-mail';
import type { RequestInfo } from '../actor';
import { AppError } from '../../lib/app-error';
import { isCaptchaEnabled } from '../config/config-values';
import { checkCaptcha } from './captcha-check';
import { hashOfToken } from './password-reset';

const REQUEST_WINDOW = { seconds: LIMITS.passwordResetWindowMinutes * 60 };

/**
 * Forgot password (docs/decisions/0028): when the account exists, is enabled and the email is its own, a single-use
 * link valid `passwordResetLinkMinutes` is mailed in the user's language; nothing else changes until it is used.
 * Every request gets the same answer after the same minimum time, whatever the account, so the answer tells
 * nothing about accounts or their emails. Throttled per client address and per account name (known or not), and
 * the captcha is checked when the captcha switch is on.
 */
export async function requestPasswordReset(body: ForgetPasswordBody, request: RequestInfo): Promise<void> {
  const answerAt = Date.now() + env.passwordResetAnswerMs;
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
  // Answered like every other request whatever the outcome: a failure must not tell that the account and email
  // matched. An unsent link is harmless (nobody has it) and expires; the outbox records the failure without the link.
  await deliverMail({ kind: 'password', dept: user, ...passwordResetMail(user.language, user.username, link, LIMITS.passwordResetLinkMinutes, user.email), source: { type: 'user', id: user.userId }, secret: true });
}
