import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeviceInfo } from '@aed/shared/routes/device.routes';
import { api } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** One device with its monitoring items (fresh each time details open). */
export const getDeviceInfo = (deviceId: number) => api(DeviceInfo, { query: { deviceId } });

export const deviceInfoOptions = (deviceId: number) => queryOptions({ queryKey: deviceKeys.info(deviceId), queryFn: () => getDeviceInfo(deviceId), staleTime: 0 });

/** No request for an id of 0 (the add form). */
export const useDeviceInfo = (deviceId: number) => useQuery({ ...deviceInfoOptions(deviceId), enabled: deviceId > 0 });
