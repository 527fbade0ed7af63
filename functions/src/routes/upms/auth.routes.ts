/** Login, session, captcha, password reset, route tree and the public key set. */
import * as auth from '@aed/shared/schemas/auth';
import type { RouteDefinition } from '../route-types';

export const AUTH_ROUTES = [
  { id: 'Jwks', method: 'GET', path: '/.well-known/jwks.json', absolute: true, entry: 'upms/get-jwks', access: 'public', summary: 'Public keys that verify platform tokens' },
  { id: 'CaptchaImage', method: 'GET', path: '/upms/captchaImage', entry: 'upms/get-captcha', access: 'public', summary: 'A new captcha image and its uuid' },
  { id: 'Login', method: 'POST', path: '/upms/login', entry: 'upms/post-login', access: 'public', summary: 'Log in and receive a token', body: auth.loginBody },
  { id: 'GetInfo', method: 'GET', path: '/upms/getInfo', entry: 'upms/get-info', access: 'session', whilePasswordChangeRequired: true, summary: 'The current user, roles, permissions and password status' },
  { id: 'Logout', method: 'POST', path: '/upms/logout', entry: 'upms/post-logout', access: 'public', summary: 'End the current session' },
  { id: 'ForgetPassword', method: 'PUT', path: '/upms/forgetPassword', entry: 'upms/put-forget-password', access: 'public', summary: 'Mail a temporary password when account and email match', body: auth.forgetPasswordBody },
  { id: 'GetRouters', method: 'GET', path: '/getRouters', entry: 'upms/get-routers', access: 'session', whilePasswordChangeRequired: true, summary: 'Route tree from the menus of the user\'s roles' },
] as const satisfies readonly RouteDefinition[];
