import type { SaleStatus, MovementKind } from '@aed/shared/schemas/device';

/** The stock search as sent (query strings: `subtree` '0' = that organization only). */
export interface StockFilter {
  deptId?: number;
  subtree?: '0' | '1';
  typeId?: number;
  modelId?: number;
  saleStatus?: SaleStatus;
}
export interface StockQuery extends StockFilter {
  page: number;
  limit: number;
}

/** The movement search as sent. */
export interface MovementFilter {
  deptId?: number;
  subtree?: '0' | '1';
  modelId?: number;
  kind?: MovementKind;
  beginTime?: string;
  endTime?: string;
  serial?: string;
}
export interface MovementQuery extends MovementFilter {
  limit: number;
  cursor?: string;
}

/** Query keys: invalidating `all` refreshes every inventory view. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  stock: (query: StockQuery) => [...inventoryKeys.all, 'stock', query] as const,
  movements: (query: MovementQuery) => [...inventoryKeys.all, 'movements', query] as const,
  deviceMovements: (deviceId: number) => [...inventoryKeys.all, 'device', deviceId] as const,
  options: () => [...inventoryKeys.all, 'options'] as const,
};
