import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddConfigBody } from '@aed/shared/schemas/config';
import { api } from '../../../lib/api-client';
import { CONFIG_API, configKeys } from './config-keys';

/** `POST /upms/system/config/add`. */
export const addConfig = (body: AddConfigBody) => api.post<unknown>(`${CONFIG_API}/add`, body);

export const useAddConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configKeys.all }),
  });
};
