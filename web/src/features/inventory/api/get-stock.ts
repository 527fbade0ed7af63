import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { InventoryStock } from '@aed/shared/routes/inventory.routes';
import { api } from '../../../lib/api-client';
import { inventoryKeys, type StockQuery } from './inventory-keys';

/** One page of stock rows (organization x model) with organization and grand totals. */
export const getStock = (query: StockQuery) => api(InventoryStock, { query });

export const stockQueryOptions = (query: StockQuery) => queryOptions({ queryKey: inventoryKeys.stock(query), queryFn: () => getStock(query), placeholderData: keepPreviousData });

export const useStock = (query: StockQuery) => useQuery(stockQueryOptions(query));
