import { CAPTCHA_REQUIRED_PARAM, LIMITS } from '@aed/shared/constants/limits';
import type { LoginBody, LoginResult } from '@aed/shared/schemas/auth';
import { lockLoginFromAddress, readLoginGuard, recordLoginFailure, recordLoginSuccess, type LoginGuardState } from '../../data/access/login-attempts';
import { writeLoginLog } from '../../data/access/log-writes';
import { getUserByUsername } from '../../data/access/user-reads';
import { clientAddressKey } from '../../lib/client-address';
import { describeUserAgent } from '../../lib/user-agent';
import { monthOf, nowIso, nowSeconds, timeId } from '../../lib/time';
import type { RequestInfo } from '../actor';
import { AppError } from '../../lib/app-error';
import { isCaptchaEnabled } from '../config/config-values';
import { checkCaptcha } from './captcha-check';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { startSession } from './session-start';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';
import { AUTH_FIELD_ERRORS } from '@aed/shared/errors/auth-field-errors';

/** Where a login came from: private and loopback addresses are the intranet; public ones are not located. */
export function loginLocationOf(ip: string): string {
  if (/^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:)/i.test(ip)) return 'Intranet IP';
  return '';
}

async function logAttempt(username: string, deptPath: string, request: RequestInfo, error: AppError | null): Promise<void> {
  const at = nowIso();
  await writeLoginLog({
    infoId: timeId(),
    month: monthOf(at),
    userName: username,
    deptPath,
    ipaddr: request.ip,
    loginLocation: loginLocationOf(request.ip),
    ...describeUserAgent(request.userAgent),
    status: error ? '1' : '0',
    msg: error ? error.message : 'Login successful',
    loginTime: at,
  });
}

const WINDOWS = {
  account: { seconds: LIMITS.loginAccountWindowMinutes * 60 },
  address: { seconds: LIMITS.loginLockMinutes * 60, sliding: true },
};
const minutesUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60));
const locked = (until: number, now: number) => AppError.of(AUTH_ERRORS, 'auth.accountLocked', { minutes: minutesUntil(until, now) });

/**
 * The locks that apply before the password is even looked at: this address's own lock (5 failures from it), and,
 * once the account failed too often from everywhere within the hour, every address it never logged in from.
 */
function refuseWhileLocked(guard: LoginGuardState, now: number): void {
  if (guard.address.lockedUntil > now) throw locked(guard.address.lockedUntil, now);
  if (guard.account.count >= LIMITS.loginAccountMaxFailures && !guard.knownAddress) throw locked(guard.account.endsAt, now);
}

/**
 * Captcha (when on, or when the account failed recently) -> locks -> credentials (docs/decisions/0028). Failures
 * count per account name and client address, known account or not, so answers reveal nothing about which accounts
 * exist, and an anonymous client's failures lock only that client out. Every attempt is logged; an answer whose
 * next attempt needs the captcha says so in `params.captcha`, so the login page can show one.
 */
export async function login(body: LoginBody, request: RequestInfo): Promise<LoginResult> {
  const username = body.username;
  const address = clientAddressKey(request.ip);
  const now = nowSeconds();
  const [captchaSwitch, guard, user] = await Promise.all([isCaptchaEnabled(), readLoginGuard(username, address, now), getUserByUsername(username)]);
  const account = user && !user.deleted ? user : null;
  // The account's organization, once known: its administrators see the attempt (unknown accounts: scope all only).
  const deptPath = account?.deptPath ?? '';
  let captchaNext = captchaSwitch || guard.account.count >= LIMITS.loginCaptchaAfterFailures;
  try {
    if (captchaNext) await checkCaptcha(body.uuid, body.code);
    refuseWhileLocked(guard, now);

    const valid = account ? await verifyPassword(body.password, account.passwordHash) : await verifyAgainstDummy(body.password);
    if (!account || !valid) {
      const failures = await recordLoginFailure(username, address, WINDOWS, now);
      captchaNext ||= failures.account.count >= LIMITS.loginCaptchaAfterFailures;
      if (failures.address.count >= LIMITS.loginMaxFailures) {
        const until = now + LIMITS.loginLockMinutes * 60;
        await lockLoginFromAddress(username, address, until);
        throw locked(until, now);
      }
      if (failures.account.count >= LIMITS.loginAccountMaxFailures && !guard.knownAddress) throw locked(failures.account.endsAt, now);
      throw AppError.of(AUTH_FIELD_ERRORS, 'auth.badCredentials');
    }
    if (account.status !== '0') throw AppError.of(AUTH_ERRORS, 'auth.accountDisabled');

    await recordLoginSuccess(username, address, LIMITS.loginKnownAddressDays * 86_400, now);
    const token = await startSession(account, request);
    await logAttempt(username, deptPath, request, null);
    return { token };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    await logAttempt(username, deptPath, request, e);
    throw captchaNext ? new AppError(e.definition, { ...e.params, captcha: CAPTCHA_REQUIRED_PARAM }, e.fields) : e;
  }
}
