import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OperLogDelete } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';
import { monitorKeys } from './monitor-keys';

/** Deletes operation logs (all or nothing). */
export const deleteOperLogs = (ids: readonly string[]) => api(OperLogDelete, { query: { ids: ids.join(',') } });

export const useDeleteOperLogs = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOperLogs, onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.operlog }) });
};
