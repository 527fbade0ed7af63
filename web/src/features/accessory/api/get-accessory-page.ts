import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AccessoryPage } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys, type AccessoryPageSearch } from './accessory-keys';

/** One cursor page; `total` only with the first page. */
export const getAccessoryPage = (query: AccessoryPageSearch) => api(AccessoryPage, { query });

export const accessoryPageOptions = (query: AccessoryPageSearch) =>
  queryOptions({ queryKey: accessoryKeys.page(query), queryFn: () => getAccessoryPage(query), placeholderData: keepPreviousData });

export const useAccessoryPage = (query: AccessoryPageSearch, enabled = true) => useQuery({ ...accessoryPageOptions(query), enabled });
