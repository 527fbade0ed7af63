import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAccessoryInput } from '@aed/shared/schemas/accessory';
import { AccessoryUpdate } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys } from './accessory-keys';

export const updateAccessory = (body: UpdateAccessoryInput) => api(AccessoryUpdate, { body });

export const useUpdateAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
