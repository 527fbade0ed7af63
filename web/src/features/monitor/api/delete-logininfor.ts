import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoginLogDelete } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';
import { monitorKeys } from './monitor-keys';

/** Deletes login logs (all or nothing). */
export const deleteLoginLogs = (ids: readonly string[]) => api(LoginLogDelete, { query: { ids: ids.join(',') } });

export const useDeleteLoginLogs = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLoginLogs, onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.logininfor }) });
};
