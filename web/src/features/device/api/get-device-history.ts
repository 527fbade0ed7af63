import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceHistoryRow } from '@aed/shared/schemas/device';
import { legacyApi } from '../../../lib/api-client';
import { DEVICE_API, deviceKeys } from './device-keys';

/** `GET /product/device/history?deviceId=`: the device's stock movements (sales history, location changes), oldest first. */
export const getDeviceHistory = (deviceId: number) => legacyApi.get<DeviceHistoryRow[]>(`${DEVICE_API}/history`, { deviceId });

export const deviceHistoryOptions = (deviceId: number) => queryOptions({ queryKey: deviceKeys.history(deviceId), queryFn: () => getDeviceHistory(deviceId), staleTime: 0 });

export const useDeviceHistory = (deviceId: number) => useQuery(deviceHistoryOptions(deviceId));
