import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { REGION_API, regionKeys } from './region-keys';

/** `DELETE /product/region/delete?ids=1,2`. */
export const deleteRegions = (ids: readonly number[]) => legacyApi.delete<unknown>(`${REGION_API}/delete`, { ids: ids.join(',') });

export const useDeleteRegions = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRegions, onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.all }) });
};
