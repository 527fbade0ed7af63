import { queryOptions } from '@tanstack/react-query';
import { OperLogCleanStatus } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';
import { monitorKeys } from './monitor-keys';

/** A clean's progress by id, or (no id) the clean running in the caller's scope (or null). */
export const getOperLogCleanStatus = (taskId?: string) => api(OperLogCleanStatus, { query: { taskId } });

export const operLogCleanStatusOptions = (taskId?: string) =>
  queryOptions({ queryKey: monitorKeys.operlogClean(taskId), queryFn: () => getOperLogCleanStatus(taskId) });
