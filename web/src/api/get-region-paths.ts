import { queryOptions, useQuery } from '@tanstack/react-query';
import { RegionPath } from '@aed/shared/routes/region.routes';
import { api } from '../lib/api-client';
import { queryRoots } from './query-roots';

/** The paths (country first) and full names of regions, in the UI language. */
export const getRegionPaths = (ids: readonly number[]) => api(RegionPath, { query: { ids: ids.join(',') } });

export const regionPathsQuery = (ids: readonly number[]) =>
  queryOptions({ queryKey: [...queryRoots.region, 'paths', ids.join(',')] as const, queryFn: () => getRegionPaths(ids), staleTime: 60_000 });

export const useRegionPaths = (ids: readonly number[]) => useQuery({ ...regionPathsQuery(ids), enabled: ids.length > 0 });
