import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddAccessoryInput } from '@aed/shared/schemas/accessory';
import { AccessoryAdd } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys } from './accessory-keys';

export const addAccessory = (body: AddAccessoryInput) => api(AccessoryAdd, { body });

export const useAddAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
