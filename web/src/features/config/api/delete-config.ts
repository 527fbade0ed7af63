import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CONFIG_API, configKeys } from './config-keys';

/** `DELETE /upms/system/config/delete?ids=1,2`. */
export const deleteConfigs = (ids: readonly number[]) => api.delete<unknown>(`${CONFIG_API}/delete`, { ids: ids.join(',') });

export const useDeleteConfigs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConfigs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configKeys.all }),
  });
};
