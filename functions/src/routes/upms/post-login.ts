import { Login } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { login } from '../../domain/auth/login';

export const handler = defineHandler(Login, ({ body, request }) => login(body, request));
