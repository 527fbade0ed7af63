import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddAccessoryInput } from '@aed/shared/schemas/accessory';
import { api } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `POST /product/accessory/add`. */
export const addAccessory = (body: AddAccessoryInput) => api.post<unknown>(`${ACCESSORY_API}/add`, body);

export const useAddAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
