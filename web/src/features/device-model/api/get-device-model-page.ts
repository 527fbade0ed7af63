import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@aed/shared/api/envelope';
import type { DeviceModelPageQuery, DeviceModelRow } from '@aed/shared/schemas/device-model';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_MODEL_API, deviceModelKeys } from './device-model-keys';

/** `GET /product/model/page`. */
export const getDeviceModelPage = (query: DeviceModelPageQuery) => legacyApi.get<Page<DeviceModelRow>>(`${DEVICE_MODEL_API}/page`, query);

export const deviceModelPageOptions = (query: DeviceModelPageQuery) =>
  queryOptions({ queryKey: deviceModelKeys.page(query), queryFn: () => getDeviceModelPage(query), placeholderData: keepPreviousData });

export const useDeviceModelPage = (query: DeviceModelPageQuery) => useQuery(deviceModelPageOptions(query));
