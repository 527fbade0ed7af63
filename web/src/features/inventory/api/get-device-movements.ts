import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@aed/shared/api/envelope';
import type { InventoryMovementRow } from '@aed/shared/schemas/inventory';
import { legacyApi } from '../../../lib/api-client';
import { INVENTORY_API, inventoryKeys } from './inventory-keys';

/** `GET /product/inventory/device/movements?deviceId=`: a device's movement lines the caller may see, newest first. */
export const getDeviceMovements = (deviceId: number) => legacyApi.get<Page<InventoryMovementRow>>(`${INVENTORY_API}/device/movements`, { deviceId });

export const deviceMovementsQueryOptions = (deviceId: number) => queryOptions({ queryKey: inventoryKeys.deviceMovements(deviceId), queryFn: () => getDeviceMovements(deviceId) });

export const useDeviceMovements = (deviceId: number) => useQuery(deviceMovementsQueryOptions(deviceId));
