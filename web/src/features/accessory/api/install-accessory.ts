import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstallAccessoryInput } from '@aed/shared/schemas/accessory';
import { api } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `PUT /product/accessory/install`. */
export const installAccessory = (body: InstallAccessoryInput) => api.put<unknown>(`${ACCESSORY_API}/install`, body);

export const useInstallAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: installAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
