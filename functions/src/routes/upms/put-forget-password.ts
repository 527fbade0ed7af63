import { defineHandler } from '../../lib/define-handler';
import { resetForgottenPassword } from '../../domain/auth/passwords-change';

export const handler = defineHandler('ForgetPassword', ({ body }) => resetForgottenPassword(body));
