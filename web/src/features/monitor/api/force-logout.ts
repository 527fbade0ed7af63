import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OnlineForceLogout } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';
import { monitorKeys } from './monitor-keys';

/** Ends that session (force logout). */
export const forceLogout = (tokenId: string) => api(OnlineForceLogout, { params: { tokenId } });

export const useForceLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: forceLogout, onSettled: () => queryClient.invalidateQueries({ queryKey: monitorKeys.online }) });
};
