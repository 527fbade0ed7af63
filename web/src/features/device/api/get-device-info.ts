import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceMonitorItem, DeviceRecord } from '@aed/shared/schemas/device';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_API, deviceKeys } from './device-keys';

export type DeviceInfo = DeviceRecord & { monitorItems: DeviceMonitorItem[] };

/** `GET /product/device/info?deviceId=`: one device with its monitoring items (fresh each time details open). */
export const getDeviceInfo = (deviceId: number) => legacyApi.get<DeviceInfo>(`${DEVICE_API}/info`, { deviceId });

export const deviceInfoOptions = (deviceId: number) => queryOptions({ queryKey: deviceKeys.info(deviceId), queryFn: () => getDeviceInfo(deviceId), staleTime: 0 });

/** No request for an id of 0 (the add form). */
export const useDeviceInfo = (deviceId: number) => useQuery({ ...deviceInfoOptions(deviceId), enabled: deviceId > 0 });
