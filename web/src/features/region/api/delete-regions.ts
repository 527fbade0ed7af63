import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RegionDelete } from '@aed/shared/routes/region.routes';
import { api } from '../../../lib/api-client';
import { regionKeys } from './region-keys';

export const deleteRegions = (ids: readonly number[]) => api(RegionDelete, { query: { ids: ids.join(',') } });

export const useDeleteRegions = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRegions, onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.all }) });
};
