/** Login, session, captcha, password reset, route tree and the public key set. */
import * as auth from '../schemas/auth';
import { noData } from '../api/envelope';
import * as z from 'zod';
import { defineRoute } from '../api/route';

/** Raw: the key set as verifiers read it; its schema names the members a verifier needs and lets each key type's others through. */
export const Jwks = defineRoute({ id: 'Jwks', method: 'GET', path: '/.well-known/jwks.json', absolute: true, access: 'public', summary: 'Public keys that verify platform tokens', raw: true, response: auth.jwks });
export const CaptchaImage = defineRoute({ id: 'CaptchaImage', method: 'GET', path: '/upms/captchaImage', access: 'public', summary: 'A new captcha image and its uuid (required=true: even with the captcha switch off)', query: auth.captchaQuery, response: auth.captchaResult });
export const Login = defineRoute({ id: 'Login', method: 'POST', path: '/upms/login', access: 'public', summary: 'Log in and receive a token', body: auth.loginBody, response: auth.loginResult });
export const GetInfo = defineRoute({ id: 'GetInfo', method: 'GET', path: '/upms/getInfo', access: 'session', whilePasswordChangeRequired: true, summary: 'The current user, roles, permissions and password status', response: auth.getInfoResult });
export const Logout = defineRoute({ id: 'Logout', method: 'POST', path: '/upms/logout', access: 'public', summary: 'End the current session', response: noData });
export const ForgetPassword = defineRoute({ id: 'ForgetPassword', method: 'PUT', path: '/upms/forgetPassword', access: 'public', summary: 'Mail a single-use reset link when account and email match (same answer for every request)', body: auth.forgetPasswordBody, response: noData });
export const ResetPasswordCheck = defineRoute({ id: 'ResetPasswordCheck', method: 'POST', path: '/upms/resetPassword/check', access: 'public', summary: 'Whether a reset link can still be used, and its account', body: auth.resetLinkBody, response: auth.resetLinkResult });
export const ResetPassword = defineRoute({ id: 'ResetPassword', method: 'PUT', path: '/upms/resetPassword', access: 'public', summary: 'Set a new password with a reset link (once); ends every session of the user', body: auth.resetPasswordBody, response: noData });
export const GetRouters = defineRoute({ id: 'GetRouters', method: 'GET', path: '/getRouters', access: 'session', whilePasswordChangeRequired: true, summary: 'Route tree from the menus of the user\'s roles', response: z.array(auth.routerNode) });
export const AUTH_ROUTES = [Jwks, CaptchaImage, Login, GetInfo, Logout, ForgetPassword, ResetPasswordCheck, ResetPassword, GetRouters] as const;
