/** System monitoring: operation log, login log (service prefix /logs, spec section 7) and online users. */
import { PERMISSIONS } from '../permissions/permissions';
import * as monitor from '../schemas/monitor';
import { startedTask, taskStatusQuery, taskStatusResult } from '../schemas/task';
import { onlineUser } from '../schemas/auth';
import { cursorPageOf, noData } from '../api/envelope';
import * as z from 'zod';
import { defineRoute } from '../api/route';

export const OperLogPage = defineRoute({ id: 'OperLogPage', method: 'GET', path: '/logs/operlog/page', access: PERMISSIONS.operlog.list, summary: 'Operation logs in scope, one page (cursor), newest month first', query: monitor.operLogPageQuery, response: cursorPageOf(monitor.operLogRecord) });
export const OperLogInfo = defineRoute({ id: 'OperLogInfo', method: 'GET', path: '/logs/operlog/info', access: PERMISSIONS.operlog.query, summary: 'One operation log', query: monitor.operLogInfoQuery, response: monitor.operLogRecord });
export const OperLogDelete = defineRoute({ id: 'OperLogDelete', method: 'DELETE', path: '/logs/operlog/delete', access: PERMISSIONS.operlog.remove, summary: 'Delete operation logs (ids=a,b), all or nothing', query: monitor.logIdsQuery, log: { module: 'operlog', type: 'delete' }, response: noData });
export const OperLogClean = defineRoute({ id: 'OperLogClean', method: 'DELETE', path: '/logs/operlog/clean', access: PERMISSIONS.operlog.remove, summary: 'Start deleting all operation logs in scope (or before a date) in the background; answers the task', query: monitor.logCleanQuery, log: { module: 'operlog', type: 'clean' }, response: startedTask });
export const OperLogCleanStatus = defineRoute({ id: 'OperLogCleanStatus', method: 'GET', path: '/logs/operlog/clean/status', access: PERMISSIONS.operlog.remove, summary: 'Progress of an operation-log clean (taskId=), or the one running in scope', query: taskStatusQuery, response: taskStatusResult });
export const OperLogExport = defineRoute({ id: 'OperLogExport', method: 'GET', path: '/logs/operlog/export', access: PERMISSIONS.operlog.export, summary: 'Operation logs matching the search as xlsx', query: monitor.operLogSearch, file: true, log: { module: 'operlog', type: 'export' } });
export const LoginLogPage = defineRoute({ id: 'LoginLogPage', method: 'GET', path: '/logs/logininfor/page', access: PERMISSIONS.logininfor.list, summary: 'Login logs in scope, one page (cursor), newest month first', query: monitor.loginLogPageQuery, response: cursorPageOf(monitor.loginLogRecord) });
export const LoginLogDelete = defineRoute({ id: 'LoginLogDelete', method: 'DELETE', path: '/logs/logininfor/delete', access: PERMISSIONS.logininfor.remove, summary: 'Delete login logs (ids=a,b), all or nothing', query: monitor.logIdsQuery, log: { module: 'logininfor', type: 'delete' }, response: noData });
export const LoginLogClean = defineRoute({ id: 'LoginLogClean', method: 'DELETE', path: '/logs/logininfor/clean', access: PERMISSIONS.logininfor.remove, summary: 'Start deleting all login logs in scope (or before a date) in the background; answers the task', query: monitor.logCleanQuery, log: { module: 'logininfor', type: 'clean' }, response: startedTask });
export const LoginLogCleanStatus = defineRoute({ id: 'LoginLogCleanStatus', method: 'GET', path: '/logs/logininfor/clean/status', access: PERMISSIONS.logininfor.remove, summary: 'Progress of a login-log clean (taskId=), or the one running in scope', query: taskStatusQuery, response: taskStatusResult });
export const LoginLogExport = defineRoute({ id: 'LoginLogExport', method: 'GET', path: '/logs/logininfor/export', access: PERMISSIONS.logininfor.export, summary: 'Login logs matching the search as xlsx', query: monitor.loginLogSearch, file: true, log: { module: 'logininfor', type: 'export' } });
export const LoginLogUnlock = defineRoute({ id: 'LoginLogUnlock', method: 'PUT', path: '/logs/logininfor/unlock', access: PERMISSIONS.logininfor.unlock, summary: 'Lift the failed-login lock of an account (userName=)', query: monitor.unlockQuery, log: { module: 'logininfor', type: 'update' }, response: noData });
export const OnlineList = defineRoute({ id: 'OnlineList', method: 'GET', path: '/monitor/online/list', access: PERMISSIONS.online.list, summary: 'Live sessions in scope (ipaddr, userName filters)', query: monitor.onlineListQuery, response: z.array(onlineUser) });
export const OnlineForceLogout = defineRoute({ id: 'OnlineForceLogout', method: 'DELETE', path: '/monitor/online/{tokenId}', access: PERMISSIONS.online.forceLogout, summary: 'End a session in scope (force logout)', params: monitor.forceLogoutParams, log: { module: 'online', type: 'forceLogout' }, response: noData });
export const OPERLOG_ROUTES = [OperLogPage, OperLogInfo, OperLogDelete, OperLogClean, OperLogCleanStatus, OperLogExport] as const;
export const LOGININFOR_ROUTES = [LoginLogPage, LoginLogDelete, LoginLogClean, LoginLogCleanStatus, LoginLogExport, LoginLogUnlock] as const;
export const ONLINE_ROUTES = [OnlineList, OnlineForceLogout] as const;
