import { CaptchaImage } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { createCaptcha } from '../../domain/auth/captcha';

export const handler = defineHandler(CaptchaImage, ({ query }) => createCaptcha(query));
