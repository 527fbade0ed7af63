import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegionRecord, UpdateRegionBody } from '@aed/shared/schemas/region';
import { legacyApi } from '../../../lib/api-client';
import { REGION_API, regionKeys } from './region-keys';

/** `PUT /product/region/update` (a new parent moves the region with everything below it). */
export const updateRegion = (body: UpdateRegionBody) => legacyApi.put<RegionRecord>(`${REGION_API}/update`, body);

export const useUpdateRegion = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRegion, onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.all }) });
};
