import { ForgetPassword } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { requestPasswordReset } from '../../domain/auth/password-reset-request';

export const handler = defineHandler(ForgetPassword, ({ body, request }) => requestPasswordReset(body, request));
