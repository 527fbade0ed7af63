import { queryOptions, useQuery } from '@tanstack/react-query';
import { RegionOptions } from '@aed/shared/routes/region.routes';
import { api } from '../lib/api-client';
import { queryRoots } from './query-roots';

/** The enabled sub-regions of an enabled region (cascading selects). */
export const getRegionOptions = (parentId: number) => api(RegionOptions, { query: { parentId } });

export const regionOptionsQuery = (parentId: number) =>
  queryOptions({ queryKey: [...queryRoots.region, 'options', parentId] as const, queryFn: () => getRegionOptions(parentId), staleTime: 60_000 });

export const useRegionOptions = (parentId: number, enabled = true) => useQuery({ ...regionOptionsQuery(parentId), enabled });
