import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeviceHistory } from '@aed/shared/routes/device.routes';
import { api } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** The device's stock movements (sales history, location changes), oldest first. */
export const getDeviceHistory = (deviceId: number) => api(DeviceHistory, { query: { deviceId } });

export const deviceHistoryOptions = (deviceId: number) => queryOptions({ queryKey: deviceKeys.history(deviceId), queryFn: () => getDeviceHistory(deviceId), staleTime: 0 });

export const useDeviceHistory = (deviceId: number) => useQuery(deviceHistoryOptions(deviceId));
