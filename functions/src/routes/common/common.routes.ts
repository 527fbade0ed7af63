/** Cross-module calls (OpenAPI, online users). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { RouteDefinition } from '../route-types';

export const COMMON_ROUTES = [
  { id: 'OpenApi', method: 'GET', path: '/openapi.json', entry: 'common/get-openapi', access: 'public', summary: 'This API as OpenAPI 3.1' },
  { id: 'OnlineUsers', method: 'GET', path: '/common/getOnlineUsers', entry: 'common/get-online-users', access: PERMISSIONS.online.list, summary: 'Live sessions in scope, as the online-users screen counts them (account and organization only)' },
] as const satisfies readonly RouteDefinition[];
