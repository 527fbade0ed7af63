import { defineHandler } from '../../lib/define-handler';
import { login } from '../../domain/auth/login';

export const handler = defineHandler('Login', ({ body, request }) => login(body, request));
