import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrderLogPage } from '@aed/shared/routes/work-order.routes';
import type { OrderLogPageQuery } from '@aed/shared/schemas/work-order';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** One cursor page of the order operating log of the caller's scope, newest first. */
export const orderLogPageOptions = (query: OrderLogPageQuery) =>
  queryOptions({ queryKey: orderKeys.log(query), queryFn: () => api(OrderLogPage, { query }), placeholderData: keepPreviousData });
export const useOrderLogPage = (query: OrderLogPageQuery) => useQuery(orderLogPageOptions(query));
