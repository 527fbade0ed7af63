import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { OPERLOG_API, monitorKeys } from './monitor-keys';

/** `DELETE /logs/operlog/delete?ids=a,b` (all or nothing). */
export const deleteOperLogs = (ids: readonly string[]) => legacyApi.delete<unknown>(`${OPERLOG_API}/delete`, { ids: ids.join(',') });

export const useDeleteOperLogs = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOperLogs, onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.operlog }) });
};
