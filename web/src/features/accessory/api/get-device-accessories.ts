import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceAccessories } from '@aed/shared/schemas/accessory';
import { legacyApi } from '../../../lib/api-client';
import { ACCESSORY_API, accessoryKeys } from './accessory-keys';

/** `GET /product/accessory/device?deviceId=&history=true`: what the device holds and what was replaced on it. */
export const getDeviceAccessories = (deviceId: number) => legacyApi.get<DeviceAccessories>(`${ACCESSORY_API}/device`, { deviceId, history: true });

export const deviceAccessoriesOptions = (deviceId: number) => queryOptions({ queryKey: accessoryKeys.device(deviceId), queryFn: () => getDeviceAccessories(deviceId) });

export const useDeviceAccessories = (deviceId: number) => useQuery(deviceAccessoriesOptions(deviceId));
