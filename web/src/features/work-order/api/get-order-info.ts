import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderHandlers, OrderInfo } from '@aed/shared/routes/work-order.routes';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** One order with its checklist, replaced items, files, log and the actions the caller may take. */
export const orderInfoOptions = (orderId: number) => queryOptions({ queryKey: orderKeys.info(orderId), queryFn: () => api(OrderInfo, { query: { orderId } }) });
export const useOrderInfo = (orderId: number) => useQuery(orderInfoOptions(orderId));

/** The eligible handlers of an order's device, the default one first. */
export const orderHandlersOptions = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.handlers(orderId), queryFn: () => api(OrderHandlers, { query: { orderId } }), staleTime: 0 });
export const useOrderHandlers = (orderId: number) => useQuery(orderHandlersOptions(orderId));
