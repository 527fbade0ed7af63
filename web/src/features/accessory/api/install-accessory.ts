import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstallAccessoryInput } from '@aed/shared/schemas/accessory';
import { legacyApi } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `PUT /product/accessory/install`. */
export const installAccessory = (body: InstallAccessoryInput) => legacyApi.put<unknown>(`${ACCESSORY_API}/install`, body);

export const useInstallAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: installAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
