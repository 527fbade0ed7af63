import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockPage } from '@aed/shared/schemas/inventory';
import { legacyApi } from '../../../lib/api-client';
import { INVENTORY_API, definedOnly, inventoryKeys, type StockQuery } from './inventory-keys';

/** `GET /product/inventory/stock`: one page of stock rows (organization x model) with organization and grand totals. */
export const getStock = (query: StockQuery) => legacyApi.get<StockPage>(`${INVENTORY_API}/stock`, definedOnly(query));

export const stockQueryOptions = (query: StockQuery) => queryOptions({ queryKey: inventoryKeys.stock(query), queryFn: () => getStock(query), placeholderData: keepPreviousData });

export const useStock = (query: StockQuery) => useQuery(stockQueryOptions(query));
