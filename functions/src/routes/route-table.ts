/**
 * The one route table: CDK creates a Lambda + HTTP API route per entry, the local HTTP adapter dispatches
 * to the same handler modules, and the OpenAPI document is generated from it. No handler code is imported
 * here (only paths), so CDK and the adapter stay light.
 */
import type { ZodType } from 'zod';
import { PERMISSIONS, type Permission } from '@aed/shared/permissions/permissions';
import * as auth from '@aed/shared/schemas/auth';
import * as config from '@aed/shared/schemas/config';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OperationLogSpec {
  /** Module name shown in the operation log (a translation key on the web). */
  module: string;
  type: 'add' | 'update' | 'delete' | 'authorize' | 'export' | 'import' | 'forceLogout' | 'genCode' | 'clean' | 'other';
}

export interface RouteDefinition {
  /** Unique id, also the Lambda's logical id. */
  id: string;
  method: HttpMethod;
  /** Path under the API base (`/prod-api`), or absolute when `absolute` is set. */
  path: string;
  absolute?: boolean;
  /** Handler module under functions/src/routes, without extension; it exports `handler`. */
  entry: string;
  /** `public`: no token; `session`: any logged-in user; otherwise the permission needed. */
  access: 'public' | 'session' | Permission | { roles: readonly string[] };
  summary: string;
  query?: ZodType;
  body?: ZodType;
  /** Answer is a file download rather than JSON. */
  file?: boolean;
  log?: OperationLogSpec;
}

export const API_BASE = '/prod-api';

export const ROUTES = [
  { id: 'Jwks', method: 'GET', path: '/.well-known/jwks.json', absolute: true, entry: 'upms/get-jwks', access: 'public', summary: 'Public keys that verify platform tokens' },
  { id: 'OpenApi', method: 'GET', path: '/openapi.json', entry: 'common/get-openapi', access: 'public', summary: 'This API as OpenAPI 3.1' },
  { id: 'CaptchaImage', method: 'GET', path: '/upms/captchaImage', entry: 'upms/get-captcha', access: 'public', summary: 'A new captcha image and its uuid' },
  { id: 'Login', method: 'POST', path: '/upms/login', entry: 'upms/post-login', access: 'public', summary: 'Log in and receive a token', body: auth.loginBody },
  { id: 'GetInfo', method: 'GET', path: '/upms/getInfo', entry: 'upms/get-info', access: 'session', summary: 'The current user, roles, permissions and password status' },
  { id: 'Logout', method: 'POST', path: '/upms/logout', entry: 'upms/post-logout', access: 'public', summary: 'End the current session' },
  { id: 'ForgetPassword', method: 'PUT', path: '/upms/forgetPassword', entry: 'upms/put-forget-password', access: 'public', summary: 'Mail a temporary password when account and email match', body: auth.forgetPasswordBody },
  { id: 'GetRouters', method: 'GET', path: '/getRouters', entry: 'upms/get-routers', access: 'session', summary: 'Route tree from the menus of the user\'s roles' },
  { id: 'OnlineUsers', method: 'GET', path: '/common/getOnlineUsers', entry: 'common/get-online-users', access: PERMISSIONS.online.list, summary: 'Live sessions (administrators only)' },
  { id: 'GetProfile', method: 'GET', path: '/upms/system/user/profile', entry: 'system/user/get-profile', access: 'session', summary: 'Personal centre data' },
  { id: 'UpdateProfile', method: 'PUT', path: '/upms/system/user/profile', entry: 'system/user/put-profile', access: 'session', summary: 'Update own basic info', body: auth.updateProfileBody, log: { module: 'profile', type: 'update' } },
  { id: 'UpdatePassword', method: 'PUT', path: '/upms/system/user/profile/updatePwd', entry: 'system/user/put-update-pwd', access: 'session', summary: 'Change own password; ends other sessions', body: auth.updatePasswordBody, log: { module: 'profile', type: 'update' } },
  { id: 'UpdateAvatar', method: 'POST', path: '/upms/system/user/profile/avatar', entry: 'system/user/post-avatar', access: 'session', summary: 'Upload own avatar (image, 5 MB max)', body: auth.avatarBody, log: { module: 'profile', type: 'update' } },
  { id: 'ConfigPage', method: 'GET', path: '/upms/system/config/page', entry: 'system/config/get-config-page', access: PERMISSIONS.config.list, summary: 'Parameters, one page', query: config.configPageQuery },
  { id: 'ConfigInfo', method: 'GET', path: '/upms/system/config/info', entry: 'system/config/get-config-info', access: PERMISSIONS.config.query, summary: 'One parameter by id', query: config.configInfoQuery },
  { id: 'ConfigByKey', method: 'GET', path: '/upms/system/config/configKey', entry: 'system/config/get-config-by-key', access: 'session', summary: 'A parameter value by key', query: config.configKeyQuery },
  { id: 'ConfigAdd', method: 'POST', path: '/upms/system/config/add', entry: 'system/config/post-config-add', access: PERMISSIONS.config.add, summary: 'Add a parameter', body: config.addConfigBody, log: { module: 'config', type: 'add' } },
  { id: 'ConfigUpdate', method: 'PUT', path: '/upms/system/config/update', entry: 'system/config/put-config-update', access: PERMISSIONS.config.edit, summary: 'Update a parameter', body: config.updateConfigBody, log: { module: 'config', type: 'update' } },
  { id: 'ConfigDelete', method: 'DELETE', path: '/upms/system/config/delete', entry: 'system/config/delete-config', access: PERMISSIONS.config.remove, summary: 'Delete parameters (ids=1,2)', query: config.deleteConfigQuery, log: { module: 'config', type: 'delete' } },
  { id: 'ConfigExport', method: 'GET', path: '/upms/system/config/export', entry: 'system/config/get-config-export', access: PERMISSIONS.config.export, summary: 'Parameters matching the search as xlsx', query: config.configSearch, file: true, log: { module: 'config', type: 'export' } },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];

export const fullPath = (route: Pick<RouteDefinition, 'path' | 'absolute'>): string =>
  route.absolute ? route.path : `${API_BASE}${route.path}`;

export function routeById(id: RouteId): RouteDefinition {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}
