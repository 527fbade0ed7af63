import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CleanResult } from './clean-operlog';
import { LOGININFOR_API, monitorKeys } from './monitor-keys';

/** `DELETE /logs/logininfor/clean`, repeated while the server says there may be more. */
export async function cleanLoginLogs(): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < 100; round++) {
    const result = await api.delete<CleanResult>(`${LOGININFOR_API}/clean`);
    deleted += result.deleted;
    if (!result.more) break;
  }
  return deleted;
}

export const useCleanLoginLogs = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cleanLoginLogs, onSettled: () => queryClient.invalidateQueries({ queryKey: monitorKeys.logininfor }) });
};
