import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateConfigBody } from '@aed/shared/schemas/config';
import { api } from '../../../lib/api-client';
import { CONFIG_API, configKeys } from './config-keys';

/** `PUT /upms/system/config/update`. */
export const updateConfig = (body: UpdateConfigBody) => api.put<unknown>(`${CONFIG_API}/update`, body);

export const useUpdateConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configKeys.all }),
  });
};
