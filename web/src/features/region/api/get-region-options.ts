import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegionOption } from '@aed/shared/schemas/region';
import { legacyApi } from '../../../lib/api-client';
import { REGION_API, regionKeys } from './region-keys';

/** `GET /product/region/optionselect?parentId=`: the enabled sub-regions of an enabled region (cascading selects). */
export const getRegionOptions = (parentId: number) => legacyApi.get<RegionOption[]>(`${REGION_API}/optionselect`, { parentId });

export const regionOptionsQuery = (parentId: number) =>
  queryOptions({ queryKey: regionKeys.options(parentId), queryFn: () => getRegionOptions(parentId), staleTime: 60_000 });

export const useRegionOptions = (parentId: number, enabled = true) => useQuery({ ...regionOptionsQuery(parentId), enabled });
