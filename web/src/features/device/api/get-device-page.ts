import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DevicePage, DevicePageQuery } from '@aed/shared/schemas/device';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_API, definedOnly, deviceKeys } from './device-keys';

/** `GET /product/device/page`: one cursor page of the devices in the caller's scope (total null with a keyword). */
export const getDevicePage = (query: DevicePageQuery) => legacyApi.get<DevicePage>(`${DEVICE_API}/page`, definedOnly(query));

export const devicePageOptions = (query: DevicePageQuery) =>
  queryOptions({ queryKey: deviceKeys.page(query), queryFn: () => getDevicePage(query), placeholderData: keepPreviousData });

export const useDevicePage = (query: DevicePageQuery) => useQuery(devicePageOptions(query));
