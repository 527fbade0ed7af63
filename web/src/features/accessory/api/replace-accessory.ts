import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplaceAccessoryInput } from '@aed/shared/schemas/accessory';
import { AccessoryReplace } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys } from './accessory-keys';

export const replaceAccessory = (body: ReplaceAccessoryInput) => api(AccessoryReplace, { body });

export const useReplaceAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replaceAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
