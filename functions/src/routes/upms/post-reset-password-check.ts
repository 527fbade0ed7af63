import { ResetPasswordCheck } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { checkResetLink } from '../../domain/auth/password-reset';

export const handler = defineHandler(ResetPasswordCheck, ({ body }) => checkResetLink(body.token));
