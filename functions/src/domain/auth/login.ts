import { LIMITS } from '@aed/shared/constants/limits';
import type { LoginBody } from '@aed/shared/schemas/auth';
import { ERRORS, type ErrorCode } from '@aed/shared/errors/codes';
import { clearLoginAttempts, getLoginAttempt, lockLogin, recordLoginFailure } from '../../data/access/login-attempts';
import { writeLoginLog } from '../../data/access/logs';
import { getUserByUsername } from '../../data/access/users';
import { describeUserAgent } from '../../lib/user-agent';
import { monthOf, nowIso, nowSeconds, timeId } from '../../lib/time';
import type { RequestInfo } from '../actor';
import { AppError } from '../app-error';
import { isCaptchaEnabled } from '../config/config-values';
import { checkCaptcha } from './captcha';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { startSession } from './sessions';

/** Where a login came from: private and loopback addresses are the intranet; public ones are not located. */
export function loginLocationOf(ip: string): string {
  if (/^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:)/i.test(ip)) return 'Intranet IP';
  return '';
}

async function logAttempt(username: string, deptPath: string, request: RequestInfo, errorCode: ErrorCode | null): Promise<void> {
  const at = nowIso();
  await writeLoginLog({
    infoId: timeId(),
    month: monthOf(at),
    userName: username,
    deptPath,
    ipaddr: request.ip,
    loginLocation: loginLocationOf(request.ip),
    ...describeUserAgent(request.userAgent),
    status: errorCode ? '1' : '0',
    msg: errorCode ? ERRORS[errorCode].message.replace('{{minutes}}', String(LIMITS.loginLockMinutes)) : 'Login successful',
    loginTime: at,
  });
}

/**
 * Captcha (when on) -> lock check -> credentials. Unknown account and wrong password answer alike, and both
 * count towards the lock, so answers reveal nothing about which accounts exist. Every attempt is logged.
 */
export async function login(body: LoginBody, request: RequestInfo): Promise<{ token: string }> {
  const username = body.username;
  // The account's organization, once known: its administrators see the attempt (unknown accounts: scope all only).
  let deptPath = '';
  try {
    if (await isCaptchaEnabled()) await checkCaptcha(body.uuid, body.code);

    const user = await getUserByUsername(username);
    if (user && !user.deleted) deptPath = user.deptPath;
    const attempt = await getLoginAttempt(username);
    const now = nowSeconds();
    if (attempt && attempt.lockedUntil > now) {
      throw new AppError('auth.accountLocked', { minutes: Math.ceil((attempt.lockedUntil - now) / 60) });
    }
    // TTL deletes expired items only eventually (days, in DynamoDB): an expired counter counts for nothing.
    if (attempt && attempt.ttl <= now) await clearLoginAttempts(username);

    const valid = user && !user.deleted ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDummy(body.password);
    if (!user || user.deleted || !valid) {
      const failures = await recordLoginFailure(username, now + LIMITS.loginLockMinutes * 60);
      if (failures >= LIMITS.loginMaxFailures) {
        const lockedUntil = now + LIMITS.loginLockMinutes * 60;
        await lockLogin(username, lockedUntil, lockedUntil);
        throw new AppError('auth.accountLocked', { minutes: LIMITS.loginLockMinutes });
      }
      throw new AppError('auth.badCredentials');
    }
    if (user.status !== '0') throw new AppError('auth.accountDisabled');

    await clearLoginAttempts(username);
    const token = await startSession(user, request);
    await logAttempt(username, deptPath, request, null);
    return { token };
  } catch (e) {
    if (e instanceof AppError) await logAttempt(username, deptPath, request, e.errorCode);
    throw e;
  }
}
