import { consumeCaptcha } from '../../data/access/captchas';
import { nowSeconds } from '../../lib/time';
import { AppError } from '../../lib/app-error';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';

/**
 * Checking a captcha answer. Apart from drawing one (captcha.ts, with svg-captcha and its font engine): login and
 * forgot password only compare the answer (decision 0034).
 */
/** Single use, 2 minutes, case-insensitive. */
export async function checkCaptcha(uuid: string, code: string): Promise<void> {
  if (!code) throw AppError.of(AUTH_ERRORS, 'auth.captchaRequired');
  const stored = uuid ? await consumeCaptcha(uuid) : null;
  if (!stored || stored.ttl < nowSeconds()) throw AppError.of(AUTH_ERRORS, 'auth.captchaExpired');
  if (stored.answer !== code.trim().toLowerCase()) throw AppError.of(AUTH_ERRORS, 'auth.captchaWrong');
}
