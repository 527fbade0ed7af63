import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccessoryByDevice } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys } from './accessory-keys';

/** What the device holds and what was replaced on it. */
export const getDeviceAccessories = (deviceId: number) => api(AccessoryByDevice, { query: { deviceId, history: 'true' } });

export const deviceAccessoriesOptions = (deviceId: number) => queryOptions({ queryKey: accessoryKeys.device(deviceId), queryFn: () => getDeviceAccessories(deviceId) });

export const useDeviceAccessories = (deviceId: number) => useQuery(deviceAccessoriesOptions(deviceId));
