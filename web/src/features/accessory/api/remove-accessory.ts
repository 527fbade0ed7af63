import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveAccessoryInput } from '@aed/shared/schemas/accessory';
import { AccessoryRemove } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys } from './accessory-keys';

export const removeAccessory = (body: RemoveAccessoryInput) => api(AccessoryRemove, { body });

export const useRemoveAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
