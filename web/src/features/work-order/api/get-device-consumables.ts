import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderStock } from '@aed/shared/routes/work-order.routes';
import { api } from '../../../lib/api-client';
import { orderInfoOptions } from './get-order-info';
import { orderKeys } from './order-keys';

/**
 * What the order's device holds now (the items a processing may replace): part of the order's own answer, so a
 * handler without accessory rights sees them (decision 0045).
 */
export const useOrderInstalled = (orderId: number) => useQuery({ ...orderInfoOptions(orderId), select: (details) => details.installed });

/** Items in stock that may replace one installed item (same kind, the device's organization or above). */
export const orderStockOptions = (orderId: number, accessoryId: number) =>
  queryOptions({ queryKey: orderKeys.stock(orderId, accessoryId), queryFn: () => api(OrderStock, { query: { orderId, accessoryId } }) });
export const useOrderStock = (orderId: number, accessoryId: number | undefined) => useQuery({ ...orderStockOptions(orderId, accessoryId ?? 0), enabled: accessoryId !== undefined });
