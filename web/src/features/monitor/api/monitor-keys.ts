import type { LoginLogPageQuery, OperLogPageQuery } from '@aed/shared/schemas/monitor';

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

