import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `DELETE /product/accessory/delete?ids=1,2`: all or nothing. */
export const deleteAccessories = (ids: readonly number[]) => legacyApi.delete<unknown>(`${ACCESSORY_API}/delete`, { ids: ids.join(',') });

export const useDeleteAccessories = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccessories, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
