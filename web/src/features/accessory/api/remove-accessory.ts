import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveAccessoryInput } from '@aed/shared/schemas/accessory';
import { legacyApi } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `PUT /product/accessory/remove`. */
export const removeAccessory = (body: RemoveAccessoryInput) => legacyApi.put<unknown>(`${ACCESSORY_API}/remove`, body);

export const useRemoveAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
