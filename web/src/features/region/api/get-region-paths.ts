import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegionPath } from '@aed/shared/schemas/region';
import { legacyApi } from '../../../lib/api-client';
import { REGION_API, regionKeys } from './region-keys';

/** `GET /product/region/path?ids=`: the paths (country first) and full names of regions, in the UI language. */
export const getRegionPaths = (ids: readonly number[]) => legacyApi.get<RegionPath[]>(`${REGION_API}/path`, { ids: ids.join(',') });

export const regionPathsQuery = (ids: readonly number[]) =>
  queryOptions({ queryKey: regionKeys.paths(ids), queryFn: () => getRegionPaths(ids), staleTime: 60_000 });

export const useRegionPaths = (ids: readonly number[]) => useQuery({ ...regionPathsQuery(ids), enabled: ids.length > 0 });
