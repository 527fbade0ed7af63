import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddRegionBody } from '@aed/shared/schemas/region';
import { RegionAdd } from '@aed/shared/routes/region.routes';
import { api } from '../../../lib/api-client';
import { regionKeys } from './region-keys';

export const addRegion = (body: AddRegionBody) => api(RegionAdd, { body });

export const useAddRegion = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRegion, onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.all }) });
};
