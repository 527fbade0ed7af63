import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DevicePageQuery } from '@aed/shared/schemas/device';
import { DevicePage } from '@aed/shared/routes/device.routes';
import { api } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** One cursor page of the devices in the caller's scope (total null with a keyword). */
export const getDevicePage = (query: DevicePageQuery) => api(DevicePage, { query });

export const devicePageOptions = (query: DevicePageQuery) =>
  queryOptions({ queryKey: deviceKeys.page(query), queryFn: () => getDevicePage(query), placeholderData: keepPreviousData });

export const useDevicePage = (query: DevicePageQuery) => useQuery(devicePageOptions(query));
