import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OPERLOG_API, monitorKeys } from './monitor-keys';

export interface CleanResult {
  deleted: number;
  more: boolean;
}

/** `DELETE /logs/operlog/clean`, repeated while the server says there may be more (it deletes in batches). */
export async function cleanOperLogs(): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < 100; round++) {
    const result = await api.delete<CleanResult>(`${OPERLOG_API}/clean`);
    deleted += result.deleted;
    if (!result.more) break;
  }
  return deleted;
}

export const useCleanOperLogs = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cleanOperLogs, onSettled: () => queryClient.invalidateQueries({ queryKey: monitorKeys.operlog }) });
};
