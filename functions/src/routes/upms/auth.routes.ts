/** Login, session, captcha, password reset, route tree and the public key set. */
import * as auth from '@aed/shared/schemas/auth';
import type { RouteDefinition } from '../route-types';

export const AUTH_ROUTES = [
  { id: 'Jwks', method: 'GET', path: '/.well-known/jwks.json', absolute: true, entry: 'upms/get-jwks', access: 'public', summary: 'Public keys that verify platform tokens' },
  { id: 'CaptchaImage', method: 'GET', path: '/upms/captchaImage', entry: 'upms/get-captcha', access: 'public', summary: 'A new captcha image and its uuid (required=true: even with the captcha switch off)', query: auth.captchaQuery },
  { id: 'Login', method: 'POST', path: '/upms/login', entry: 'upms/post-login', access: 'public', summary: 'Log in and receive a token', body: auth.loginBody },
  { id: 'GetInfo', method: 'GET', path: '/upms/getInfo', entry: 'upms/get-info', access: 'session', whilePasswordChangeRequired: true, summary: 'The current user, roles, permissions and password status' },
  { id: 'Logout', method: 'POST', path: '/upms/logout', entry: 'upms/post-logout', access: 'public', summary: 'End the current session' },
  { id: 'ForgetPassword', method: 'PUT', path: '/upms/forgetPassword', entry: 'upms/put-forget-password', access: 'public', summary: 'Mail a single-use reset link when account and email match (same answer for every request)', body: auth.forgetPasswordBody },
  { id: 'ResetPasswordCheck', method: 'POST', path: '/upms/resetPassword/check', entry: 'upms/post-reset-password-check', access: 'public', summary: 'Whether a reset link can still be used, and its account', body: auth.resetLinkBody },
  { id: 'ResetPassword', method: 'PUT', path: '/upms/resetPassword', entry: 'upms/put-reset-password', access: 'public', summary: 'Set a new password with a reset link (once); ends every session of the user', body: auth.resetPasswordBody },
  { id: 'GetRouters', method: 'GET', path: '/getRouters', entry: 'upms/get-routers', access: 'session', whilePasswordChangeRequired: true, summary: 'Route tree from the menus of the user\'s roles' },
] as const satisfies readonly RouteDefinition[];
