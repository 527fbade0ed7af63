import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { InventoryMovements } from '@aed/shared/routes/inventory.routes';
import { api } from '../../../lib/api-client';
import { inventoryKeys, type MovementQuery } from './inventory-keys';

/** One cursor page of stock movement lines (total on the first page only). */
export const getMovements = (query: MovementQuery) => api(InventoryMovements, { query });

export const movementsQueryOptions = (query: MovementQuery) =>
  queryOptions({ queryKey: inventoryKeys.movements(query), queryFn: () => getMovements(query), placeholderData: keepPreviousData });

export const useMovements = (query: MovementQuery) => useQuery(movementsQueryOptions(query));
