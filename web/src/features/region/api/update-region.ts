import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateRegionBody } from '@aed/shared/schemas/region';
import { RegionUpdate } from '@aed/shared/routes/region.routes';
import { api } from '../../../lib/api-client';
import { regionKeys } from './region-keys';

/** A new parent moves the region with everything below it. */
export const updateRegion = (body: UpdateRegionBody) => api(RegionUpdate, { body });

export const useUpdateRegion = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRegion, onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.all }) });
};
