import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceModelOption, DeviceModelOptionQuery } from '@aed/shared/schemas/device-model';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_MODEL_API, deviceModelKeys } from './device-model-keys';

/** `GET /product/model/optionselect?typeId=`: enabled models of enabled types (the device form). */
export const getDeviceModelOptions = (query: DeviceModelOptionQuery) => legacyApi.get<DeviceModelOption[]>(`${DEVICE_MODEL_API}/optionselect`, query);

export const deviceModelOptionsQuery = (query: DeviceModelOptionQuery) => queryOptions({ queryKey: deviceModelKeys.options(query), queryFn: () => getDeviceModelOptions(query) });

export const useDeviceModelOptions = (query: DeviceModelOptionQuery) => useQuery(deviceModelOptionsQuery(query));
