import { queryOptions, useQuery } from '@tanstack/react-query';
import { InventoryDeviceMovements } from '@aed/shared/routes/inventory.routes';
import { api } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** A device's movement lines the caller may see, newest first. */
export const getDeviceMovements = (deviceId: number) => api(InventoryDeviceMovements, { query: { deviceId } });

export const deviceMovementsQueryOptions = (deviceId: number) => queryOptions({ queryKey: inventoryKeys.deviceMovements(deviceId), queryFn: () => getDeviceMovements(deviceId) });

export const useDeviceMovements = (deviceId: number) => useQuery(deviceMovementsQueryOptions(deviceId));
