import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessoryPage, AccessoryPageQuery } from '@aed/shared/schemas/accessory';
import { legacyApi } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `GET /product/accessory/page`: one cursor page; `total` only with the first page. */
export const getAccessoryPage = (query: AccessoryPageQuery) => legacyApi.get<AccessoryPage>(`${ACCESSORY_API}/page`, query);

export const accessoryPageOptions = (query: AccessoryPageQuery) =>
  queryOptions({ queryKey: accessoryKeys.page(query), queryFn: () => getAccessoryPage(query), placeholderData: keepPreviousData });

export const useAccessoryPage = (query: AccessoryPageQuery, enabled = true) => useQuery({ ...accessoryPageOptions(query), enabled });
