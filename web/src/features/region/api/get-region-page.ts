import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RegionPageQuery } from '@aed/shared/schemas/region';
import { RegionPage } from '@aed/shared/routes/region.routes';
import { api } from '../../../lib/api-client';
import { regionKeys } from './region-keys';

/** One cursor page of the regions matching a keyword or status, with their paths. */
export const getRegionPage = (query: RegionPageQuery) => api(RegionPage, { query });

export const regionPageOptions = (query: RegionPageQuery) =>
  queryOptions({ queryKey: regionKeys.page(query), queryFn: () => getRegionPage(query), placeholderData: keepPreviousData });

export const useRegionPage = (query: RegionPageQuery, enabled = true) => useQuery({ ...regionPageOptions(query), enabled });
