import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegionRecord } from '@aed/shared/schemas/region';
import { legacyApi } from '../../../lib/api-client';
import { REGION_API, regionKeys } from './region-keys';

/** `GET /product/region/children?parentId=`: the direct sub-regions of one region (0: the top level), one level only. */
export const getRegionChildren = (parentId: number) => legacyApi.get<RegionRecord[]>(`${REGION_API}/children`, { parentId });

export const regionChildrenOptions = (parentId: number) => queryOptions({ queryKey: regionKeys.children(parentId), queryFn: () => getRegionChildren(parentId) });

export const useRegionChildren = (parentId: number) => useQuery(regionChildrenOptions(parentId));
