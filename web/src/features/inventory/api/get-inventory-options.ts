import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryOptions } from '@aed/shared/schemas/inventory';
import { legacyApi } from '../../../lib/api-client';
import { INVENTORY_API, inventoryKeys } from './inventory-keys';

/** `GET /product/inventory/options`: every product type and model (disabled ones too) for the filters. */
export const getInventoryOptions = () => legacyApi.get<InventoryOptions>(`${INVENTORY_API}/options`);

export const inventoryOptionsQuery = () => queryOptions({ queryKey: inventoryKeys.options(), queryFn: getInventoryOptions, staleTime: 60_000 });

export const useInventoryOptions = () => useQuery(inventoryOptionsQuery());
