import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddConfigBody } from '@aed/shared/schemas/config';
import { ConfigAdd } from '@aed/shared/routes/config.routes';
import { api } from '../../../lib/api-client';
import { configKeys } from './config-keys';

export const addConfig = (body: AddConfigBody) => api(ConfigAdd, { body });

export const useAddConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configKeys.all }),
  });
};
