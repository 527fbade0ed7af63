import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import svgCaptcha from 'svg-captcha';
import { LIMITS } from '@aed/shared/constants/limits';
import type { CaptchaQuery, CaptchaResult } from '@aed/shared/schemas/auth';
import { saveCaptcha } from '../../data/access/captchas';
import { nowSeconds } from '../../lib/time';
import { isCaptchaEnabled } from '../config/config-values';

// In a Lambda bundle the font is copied next to the handler (see infra route-function construct).
const bundledFont = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts', 'Comismsh.ttf');
if (existsSync(bundledFont)) svgCaptcha.loadFont(bundledFont);

/**
 * A new captcha while the captcha switch is on, or when the caller asks for one because its login answer said the
 * account needs one now (docs/decisions/0028). Asking costs one small item with a 2-minute TTL, as with the switch on.
 */
export async function createCaptcha(query: CaptchaQuery): Promise<CaptchaResult> {
  if (!query.required && !(await isCaptchaEnabled())) return { captchaEnabled: false };
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', width: 120, height: 40, fontSize: 46 });
  const uuid = randomUUID();
  await saveCaptcha(uuid, captcha.text, nowSeconds() + LIMITS.captchaTtlSeconds);
  return { captchaEnabled: true, uuid, img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
}
