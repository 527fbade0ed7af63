import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceModelOptionQuery } from '@aed/shared/schemas/device-model';
import { DeviceModelOptions } from '@aed/shared/routes/device-model.routes';
import { api } from '../lib/api-client';
import { queryRoots } from './query-roots';

/** Enabled models of enabled types (the device form). */
export const getDeviceModelOptions = (query: DeviceModelOptionQuery) => api(DeviceModelOptions, { query });

export const deviceModelOptionsQuery = (query: DeviceModelOptionQuery) => queryOptions({ queryKey: [...queryRoots.deviceModel, 'options', query], queryFn: () => getDeviceModelOptions(query) });

export const useDeviceModelOptions = (query: DeviceModelOptionQuery) => useQuery(deviceModelOptionsQuery(query));
