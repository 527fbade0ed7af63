import type { LoginLogPageQuery, OperLogPageQuery } from '@aed/shared/schemas/monitor';

/** Base paths of the monitoring calls, see functions/src/routes/monitor/monitor.routes.ts. */
export const OPERLOG_API = '/logs/operlog';
export const LOGININFOR_API = '/logs/logininfor';
export const ONLINE_API = '/monitor/online';

/** Query keys: invalidating a module's `all` refreshes its pages. */
export const monitorKeys = {
  operlog: ['monitor', 'operlog'] as const,
  operlogPage: (query: OperLogPageQuery) => [...monitorKeys.operlog, 'page', query] as const,
  operlogInfo: (operId: string) => [...monitorKeys.operlog, 'info', operId] as const,
  /** A clean's progress: one task, or (no id) the one running in the caller's scope. */
  operlogClean: (taskId?: string) => [...monitorKeys.operlog, 'clean', taskId ?? 'running'] as const,
  logininfor: ['monitor', 'logininfor'] as const,
  logininforPage: (query: LoginLogPageQuery) => [...monitorKeys.logininfor, 'page', query] as const,
  logininforClean: (taskId?: string) => [...monitorKeys.logininfor, 'clean', taskId ?? 'running'] as const,
  online: ['monitor', 'online'] as const,
  onlineList: (filter: { ipaddr?: string; userName?: string }) => [...monitorKeys.online, 'list', filter] as const,
};

/** Drops undefined values so they are not sent as query parameters. */
export const definedOnly = <T extends object>(o: T): Record<string, string | number> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
