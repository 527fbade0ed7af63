import { consumeCaptcha } from '../../data/access/captchas';
import { nowSeconds } from '../../lib/time';
import { AppError } from '../../lib/app-error';

/**
 * Checking a captcha answer. Apart from drawing one (captcha.ts, with svg-captcha and its font engine): login and
 * forgot password only compare the answer (decision 0034).
 */
/** Single use, 2 minutes, case-insensitive. */
export async function checkCaptcha(uuid: string, code: string): Promise<void> {
  if (!code) throw new AppError('auth.captchaRequired');
  const stored = uuid ? await consumeCaptcha(uuid) : null;
  if (!stored || stored.ttl < nowSeconds()) throw new AppError('auth.captchaExpired');
  if (stored.answer !== code.trim().toLowerCase()) throw new AppError('auth.captchaWrong');
}
