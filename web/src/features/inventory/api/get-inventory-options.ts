import { queryOptions, useQuery } from '@tanstack/react-query';
import { InventoryOptions } from '@aed/shared/routes/inventory.routes';
import { api } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** Every product type and model (disabled ones too) for the filters. */
export const getInventoryOptions = () => api(InventoryOptions);

export const inventoryOptionsQuery = () => queryOptions({ queryKey: inventoryKeys.options(), queryFn: getInventoryOptions, staleTime: 60_000 });

export const useInventoryOptions = () => useQuery(inventoryOptionsQuery());
