import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddAccessoryInput } from '@aed/shared/schemas/accessory';
import { legacyApi } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `POST /product/accessory/add`. */
export const addAccessory = (body: AddAccessoryInput) => legacyApi.post<unknown>(`${ACCESSORY_API}/add`, body);

export const useAddAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
