import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessoryPageQuery } from '@aed/shared/schemas/accessory';
import { AccessoryPage } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys } from './accessory-keys';

/** One cursor page; `total` only with the first page. */
export const getAccessoryPage = (query: AccessoryPageQuery) => api(AccessoryPage, { query });

export const accessoryPageOptions = (query: AccessoryPageQuery) =>
  queryOptions({ queryKey: accessoryKeys.page(query), queryFn: () => getAccessoryPage(query), placeholderData: keepPreviousData });

export const useAccessoryPage = (query: AccessoryPageQuery, enabled = true) => useQuery({ ...accessoryPageOptions(query), enabled });
