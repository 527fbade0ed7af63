import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddRegionBody, RegionRecord } from '@aed/shared/schemas/region';
import { legacyApi } from '../../../lib/api-client';
import { REGION_API, regionKeys } from './region-keys';

/** `POST /product/region/add`. */
export const addRegion = (body: AddRegionBody) => legacyApi.post<RegionRecord>(`${REGION_API}/add`, body);

export const useAddRegion = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRegion, onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.all }) });
};
