/** System monitoring: operation log, login log (service prefix /logs, spec section 7) and online users. */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as monitor from '@aed/shared/schemas/monitor';
import type { RouteDefinition } from '../route-types';

export const MONITOR_ROUTES = [
  { id: 'OperLogPage', method: 'GET', path: '/logs/operlog/page', entry: 'monitor/operlog/get-operlog-page', access: PERMISSIONS.operlog.list, summary: 'Operation logs in scope, one page (cursor), newest month first', query: monitor.operLogPageQuery },
  { id: 'OperLogInfo', method: 'GET', path: '/logs/operlog/info', entry: 'monitor/operlog/get-operlog-info', access: PERMISSIONS.operlog.query, summary: 'One operation log', query: monitor.operLogInfoQuery },
  { id: 'OperLogDelete', method: 'DELETE', path: '/logs/operlog/delete', entry: 'monitor/operlog/delete-operlog', access: PERMISSIONS.operlog.remove, summary: 'Delete operation logs (ids=a,b), all or nothing', query: monitor.logIdsQuery, log: { module: 'operlog', type: 'delete' } },
  { id: 'OperLogClean', method: 'DELETE', path: '/logs/operlog/clean', entry: 'monitor/operlog/delete-operlog-clean', access: PERMISSIONS.operlog.remove, summary: 'Delete all operation logs in scope (or before a date), in batches', query: monitor.logCleanQuery, log: { module: 'operlog', type: 'clean' } },
  { id: 'OperLogExport', method: 'GET', path: '/logs/operlog/export', entry: 'monitor/operlog/get-operlog-export', access: PERMISSIONS.operlog.export, summary: 'Operation logs matching the search as xlsx', query: monitor.operLogSearch, file: true, log: { module: 'operlog', type: 'export' } },
  { id: 'LoginLogPage', method: 'GET', path: '/logs/logininfor/page', entry: 'monitor/logininfor/get-logininfor-page', access: PERMISSIONS.logininfor.list, summary: 'Login logs in scope, one page (cursor), newest month first', query: monitor.loginLogPageQuery },
  { id: 'LoginLogDelete', method: 'DELETE', path: '/logs/logininfor/delete', entry: 'monitor/logininfor/delete-logininfor', access: PERMISSIONS.logininfor.remove, summary: 'Delete login logs (ids=a,b), all or nothing', query: monitor.logIdsQuery, log: { module: 'logininfor', type: 'delete' } },
  { id: 'LoginLogClean', method: 'DELETE', path: '/logs/logininfor/clean', entry: 'monitor/logininfor/delete-logininfor-clean', access: PERMISSIONS.logininfor.remove, summary: 'Delete all login logs in scope (or before a date), in batches', query: monitor.logCleanQuery, log: { module: 'logininfor', type: 'clean' } },
  { id: 'LoginLogExport', method: 'GET', path: '/logs/logininfor/export', entry: 'monitor/logininfor/get-logininfor-export', access: PERMISSIONS.logininfor.export, summary: 'Login logs matching the search as xlsx', query: monitor.loginLogSearch, file: true, log: { module: 'logininfor', type: 'export' } },
  { id: 'LoginLogUnlock', method: 'PUT', path: '/logs/logininfor/unlock', entry: 'monitor/logininfor/put-logininfor-unlock', access: PERMISSIONS.logininfor.unlock, summary: 'Lift the failed-login lock of an account (userName=)', query: monitor.unlockQuery, log: { module: 'logininfor', type: 'update' } },
  { id: 'OnlineList', method: 'GET', path: '/monitor/online/list', entry: 'monitor/online/get-online-list', access: PERMISSIONS.online.list, summary: 'Live sessions in scope (ipaddr, userName filters)', query: monitor.onlineListQuery },
  { id: 'OnlineForceLogout', method: 'DELETE', path: '/monitor/online/{tokenId}', entry: 'monitor/online/delete-online-session', access: PERMISSIONS.online.forceLogout, summary: 'End a session in scope (force logout)', params: monitor.forceLogoutParams, log: { module: 'online', type: 'forceLogout' } },
] as const satisfies readonly RouteDefinition[];
