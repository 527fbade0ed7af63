import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MovementPage } from '@aed/shared/schemas/inventory';
import { legacyApi } from '../../../lib/api-client';
import { INVENTORY_API, definedOnly, inventoryKeys, type MovementQuery } from './inventory-keys';

/** `GET /product/inventory/movements`: one cursor page of stock movement lines (total on the first page only). */
export const getMovements = (query: MovementQuery) => legacyApi.get<MovementPage>(`${INVENTORY_API}/movements`, definedOnly(query));

export const movementsQueryOptions = (query: MovementQuery) =>
  queryOptions({ queryKey: inventoryKeys.movements(query), queryFn: () => getMovements(query), placeholderData: keepPreviousData });

export const useMovements = (query: MovementQuery) => useQuery(movementsQueryOptions(query));
