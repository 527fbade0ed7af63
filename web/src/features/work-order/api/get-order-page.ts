import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrderCounts, OrderPage } from '@aed/shared/routes/work-order.routes';
import type { OrderPageQuery, OrderSearch } from '@aed/shared/schemas/work-order';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** One cursor page of the work orders of the caller's scope (or dispatched to them), newest first. */
export const orderPageOptions = (query: OrderPageQuery) =>
  queryOptions({ queryKey: orderKeys.page(query), queryFn: () => api(OrderPage, { query }), placeholderData: keepPreviousData });
export const useOrderPage = (query: OrderPageQuery) => useQuery(orderPageOptions(query));

/** How many orders of the search are in each state (the counts above the list). */
export const orderCountsOptions = (search: OrderSearch) =>
  queryOptions({ queryKey: orderKeys.counts(search), queryFn: () => api(OrderCounts, { query: search }), placeholderData: keepPreviousData });
export const useOrderCounts = (search: OrderSearch) => useQuery(orderCountsOptions(search));
