import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccessoryDelete } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys } from './accessory-keys';

/** All or nothing. */
export const deleteAccessories = (ids: readonly number[]) => api(AccessoryDelete, { query: { ids: ids.join(',') } });

export const useDeleteAccessories = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccessories, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
