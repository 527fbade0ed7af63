import { queryOptions, useQuery } from '@tanstack/react-query';
import { SaleDeviceHistory, SaleRelocations } from '@aed/shared/routes/sale.routes';
import { api } from '../../../lib/api-client';
import { saleKeys } from './sale-keys';

/** The sales history of one device, newest first (the records the caller's scope reaches). */
export const deviceSalesOptions = (deviceId: number) =>
  queryOptions({ queryKey: saleKeys.device(deviceId), queryFn: () => api(SaleDeviceHistory, { query: { deviceId } }) });
export const useDeviceSales = (deviceId: number) => useQuery(deviceSalesOptions(deviceId));

/** The location change records of one device, newest first. */
export const deviceRelocationsOptions = (deviceId: number) =>
  queryOptions({ queryKey: saleKeys.relocations(deviceId), queryFn: () => api(SaleRelocations, { query: { deviceId } }) });
export const useDeviceRelocations = (deviceId: number) => useQuery(deviceRelocationsOptions(deviceId));
