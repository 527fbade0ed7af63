import { queryOptions } from '@tanstack/react-query';
import { LoginLogCleanStatus } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';
import { monitorKeys } from './monitor-keys';

/** A clean's progress by id, or (no id) the clean running in the caller's scope. */
export const getLoginLogCleanStatus = (taskId?: string) => api(LoginLogCleanStatus, { query: { taskId } });

export const loginLogCleanStatusOptions = (taskId?: string) =>
  queryOptions({ queryKey: monitorKeys.logininforClean(taskId), queryFn: () => getLoginLogCleanStatus(taskId) });
