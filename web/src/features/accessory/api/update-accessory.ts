import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAccessoryInput } from '@aed/shared/schemas/accessory';
import { legacyApi } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `PUT /product/accessory/update`. */
export const updateAccessory = (body: UpdateAccessoryInput) => legacyApi.put<unknown>(`${ACCESSORY_API}/update`, body);

export const useUpdateAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
