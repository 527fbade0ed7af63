/** Cross-module calls (OpenAPI, online users). */
import { PERMISSIONS } from '../permissions/permissions';
import { onlineUserSummary } from '../schemas/auth';
import { openApiDocument } from '../schemas/openapi';
import * as z from 'zod';
import { defineRoute } from '../api/route';

/** Raw: the generated document as tools read it; its schema names the top-level members and lets the generated content through. */
export const OpenApi = defineRoute({ id: 'OpenApi', method: 'GET', path: '/openapi.json', access: 'public', summary: 'This API as OpenAPI 3.1', raw: true, response: openApiDocument });
export const OnlineUsers = defineRoute({ id: 'OnlineUsers', method: 'GET', path: '/common/getOnlineUsers', access: PERMISSIONS.online.list, summary: 'Live sessions in scope, as the online-users screen counts them (account and organization only)', response: z.array(onlineUserSummary) });
export const COMMON_ROUTES = [OpenApi, OnlineUsers] as const;
