import type { SentInput } from '@aed/shared/api/route';
import type { InventoryMovementExport, InventoryMovements, InventoryStock, InventoryStockExport } from '@aed/shared/routes/inventory.routes';

/** The searches as sent, from the routes' query schemas (`subtree` '0' = that organization only). */
export type StockFilter = NonNullable<SentInput<typeof InventoryStockExport, 'query'>>;
export type StockQuery = NonNullable<SentInput<typeof InventoryStock, 'query'>>;
export type MovementFilter = NonNullable<SentInput<typeof InventoryMovementExport, 'query'>>;
export type MovementQuery = NonNullable<SentInput<typeof InventoryMovements, 'query'>>;

/** Query keys: invalidating `all` refreshes every inventory view. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  stock: (query: StockQuery) => [...inventoryKeys.all, 'stock', query] as const,
  movements: (query: MovementQuery) => [...inventoryKeys.all, 'movements', query] as const,
  deviceMovements: (deviceId: number) => [...inventoryKeys.all, 'device', deviceId] as const,
  options: () => [...inventoryKeys.all, 'options'] as const,
};
