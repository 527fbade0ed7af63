import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRegionStatusBody, RegionRecord } from '@aed/shared/schemas/region';
import { legacyApi } from '../../../lib/api-client';
import { REGION_API, regionKeys } from './region-keys';

/** `PUT /product/region/changeStatus`: enable or disable. */
export const changeRegionStatus = (body: ChangeRegionStatusBody) => legacyApi.put<RegionRecord>(`${REGION_API}/changeStatus`, body);

export const useChangeRegionStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRegionStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.all }) });
};
