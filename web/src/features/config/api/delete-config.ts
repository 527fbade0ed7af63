import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfigDelete } from '@aed/shared/routes/config.routes';
import { api } from '../../../lib/api-client';
import { configKeys } from './config-keys';

export const deleteConfigs = (ids: readonly number[]) => api(ConfigDelete, { query: { ids: ids.join(',') } });

export const useDeleteConfigs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConfigs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configKeys.all }),
  });
};
