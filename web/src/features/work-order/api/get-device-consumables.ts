import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccessoryByDevice, AccessoryPage } from '@aed/shared/routes/accessory.routes';
import type { ItemKind } from '@aed/shared/schemas/accessory';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** What the order's device holds now (the items a processing may replace). */
export const deviceConsumablesOptions = (deviceId: number) =>
  queryOptions({ queryKey: orderKeys.consumables(deviceId), queryFn: () => api(AccessoryByDevice, { query: { deviceId } }) });
export const useDeviceConsumables = (deviceId: number) => useQuery(deviceConsumablesOptions(deviceId));

/** Items of a kind in stock in the device's organization (a replacement taken from stock). */
export const stockItemsOptions = (deptId: number, kind: ItemKind) =>
  queryOptions({ queryKey: orderKeys.stock(deptId, kind), queryFn: () => api(AccessoryPage, { query: { deptId, kind, status: 'stock', limit: 50 } }) });
export const useStockItems = (deptId: number, kind: ItemKind | undefined) => useQuery({ ...stockItemsOptions(deptId, kind ?? ('' as ItemKind)), enabled: kind !== undefined && deptId > 0 });
