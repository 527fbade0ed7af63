import type { OrderLogPageQuery, OrderPageQuery, OrderSearch } from '@aed/shared/schemas/work-order';

/** Query keys of the feature: invalidating `all` refreshes every list, count, order and log. */
export const orderKeys = {
  all: ['workOrder'] as const,
  page: (query: OrderPageQuery) => [...orderKeys.all, 'page', query] as const,
  counts: (search: OrderSearch) => [...orderKeys.all, 'counts', search] as const,
  info: (orderId: number) => [...orderKeys.all, 'info', orderId] as const,
  handlers: (orderId: number) => [...orderKeys.all, 'handlers', orderId] as const,
  log: (query: OrderLogPageQuery) => [...orderKeys.all, 'log', query] as const,
  consumables: (deviceId: number) => [...orderKeys.all, 'consumables', deviceId] as const,
  stock: (deptId: number, kind: string) => [...orderKeys.all, 'stock', deptId, kind] as const,
};
