import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ConfigPage } from '@aed/shared/routes/config.routes';
import type { ConfigPageQuery } from '@aed/shared/schemas/config';
import { api } from '../../../lib/api-client';
import { configKeys } from './config-keys';

/**
 * One cursor page of the parameters of the caller's scope matching the search (by
 * organization, then id); the total comes with the first page only.
 */
export const getConfigPage = (query: ConfigPageQuery) => api(ConfigPage, { query });

export const configPageOptions = (query: ConfigPageQuery) =>
  queryOptions({
    queryKey: configKeys.page(query),
    queryFn: () => getConfigPage(query),
    // Keep the previous page on screen while the next one loads (no table flicker on paging).
    placeholderData: keepPreviousData,
  });

export const useConfigPage = (query: ConfigPageQuery) => useQuery(configPageOptions(query));
