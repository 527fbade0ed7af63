import type { OrderLogPageQuery, OrderPageQuery, OrderSearch } from '@aed/shared/schemas/work-order';

/** Query keys of the feature: invalidating `all` refreshes every list, count, order and log. */
export const orderKeys = {
  all: ['workOrder'] as const,
  page: (query: OrderPageQuery) => [...orderKeys.all, 'page', query] as const,
  counts: (search: OrderSearch) => [...orderKeys.all, 'counts', search] as const,
  info: (orderId: number) => [...orderKeys.all, 'info', orderId] as const,
  handlers: (orderId: number) => [...orderKeys.all, 'handlers', orderId] as const,
  log: (query: OrderLogPageQuery) => [...orderKeys.all, 'log', query] as const,
  stock: (orderId: number, accessoryId: number) => [...orderKeys.all, 'stock', orderId, accessoryId] as const,
};
