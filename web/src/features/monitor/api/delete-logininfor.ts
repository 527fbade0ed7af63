import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { LOGININFOR_API, monitorKeys } from './monitor-keys';

/** `DELETE /logs/logininfor/delete?ids=a,b` (all or nothing). */
export const deleteLoginLogs = (ids: readonly string[]) => legacyApi.delete<unknown>(`${LOGININFOR_API}/delete`, { ids: ids.join(',') });

export const useDeleteLoginLogs = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLoginLogs, onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.logininfor }) });
};
