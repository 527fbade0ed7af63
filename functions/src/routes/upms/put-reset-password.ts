import { ResetPassword } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { resetPasswordWithLink } from '../../domain/auth/password-reset';

export const handler = defineHandler(ResetPassword, ({ body }) => resetPasswordWithLink(body));
