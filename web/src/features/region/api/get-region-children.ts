import { queryOptions, useQuery } from '@tanstack/react-query';
import { RegionChildren } from '@aed/shared/routes/region.routes';
import { api } from '../../../lib/api-client';
import { regionKeys } from './region-keys';

/** The direct sub-regions of one region (0: the top level), one level only. */
export const getRegionChildren = (parentId: number) => api(RegionChildren, { query: { parentId } });

export const regionChildrenOptions = (parentId: number) => queryOptions({ queryKey: regionKeys.children(parentId), queryFn: () => getRegionChildren(parentId) });

export const useRegionChildren = (parentId: number) => useQuery(regionChildrenOptions(parentId));
