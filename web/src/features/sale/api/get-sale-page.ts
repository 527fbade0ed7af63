import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SalePage } from '@aed/shared/routes/sale.routes';
import type { SalePageQuery } from '@aed/shared/schemas/sale';
import { api } from '../../../lib/api-client';
import { saleKeys } from './sale-keys';

/** One cursor page of the sale records of the caller's scope (by buyer organization); the total with the first page. */
export const getSalePage = (query: SalePageQuery) => api(SalePage, { query });

export const salePageOptions = (query: SalePageQuery) =>
  queryOptions({ queryKey: saleKeys.page(query), queryFn: () => getSalePage(query), placeholderData: keepPreviousData });

export const useSalePage = (query: SalePageQuery) => useQuery(salePageOptions(query));
