import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateConfigBody } from '@aed/shared/schemas/config';
import { ConfigUpdate } from '@aed/shared/routes/config.routes';
import { api } from '../../../lib/api-client';
import { configKeys } from './config-keys';

export const updateConfig = (body: UpdateConfigBody) => api(ConfigUpdate, { body });

export const useUpdateConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configKeys.all }),
  });
};
