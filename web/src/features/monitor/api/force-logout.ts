import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { ONLINE_API, monitorKeys } from './monitor-keys';

/** `DELETE /monitor/online/{tokenId}`: ends that session. */
export const forceLogout = (tokenId: string) => legacyApi.delete<unknown>(`${ONLINE_API}/${encodeURIComponent(tokenId)}`);

export const useForceLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: forceLogout, onSettled: () => queryClient.invalidateQueries({ queryKey: monitorKeys.online }) });
};
