import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage } from '@aed/shared/api/envelope';
import type { ConfigPageQuery, ConfigRecord } from '@aed/shared/schemas/config';
import { api } from '../../../lib/api-client';
import { CONFIG_API, configKeys } from './config-keys';

/**
 * `GET /upms/system/config/page`: one cursor page of the parameters of the caller's scope matching the search (by
 * organization, then id); the total comes with the first page only.
 */
export const getConfigPage = (query: ConfigPageQuery): Promise<CursorPage<ConfigRecord>> =>
  api.get<CursorPage<ConfigRecord>>(`${CONFIG_API}/page`, query);

export const configPageOptions = (query: ConfigPageQuery) =>
  queryOptions({
    queryKey: configKeys.page(query),
    queryFn: () => getConfigPage(query),
    // Keep the previous page on screen while the next one loads (no table flicker on paging).
    placeholderData: keepPreviousData,
  });

export const useConfigPage = (query: ConfigPageQuery) => useQuery(configPageOptions(query));
