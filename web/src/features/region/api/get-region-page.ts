import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import type { RegionPageQuery, RegionRow } from '@aed/shared/schemas/region';
import { legacyApi } from '../../../lib/api-client';
import { REGION_API, definedOnly, regionKeys } from './region-keys';

/** `GET /product/region/page`: one cursor page of the regions matching a keyword or status, with their paths. */
export const getRegionPage = (query: RegionPageQuery) => legacyApi.get<CursorPage<RegionRow>>(`${REGION_API}/page`, definedOnly(query));

export const regionPageOptions = (query: RegionPageQuery) =>
  queryOptions({ queryKey: regionKeys.page(query), queryFn: () => getRegionPage(query), placeholderData: keepPreviousData });

export const useRegionPage = (query: RegionPageQuery, enabled = true) => useQuery({ ...regionPageOptions(query), enabled });
