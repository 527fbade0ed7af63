import * as z from 'zod';
import { cursorPageFields, pageQuery, withDateRangeInOrder, type CursorPage } from '../api/envelope';
import { DEVICE_CODE_PATTERN, MOVEMENT_KINDS, SALE_STATUSES, stockMovementRecord, type SaleStatus } from './device';
import type { CatalogueFilterOptions } from './device-model';

/**
 * Inventory (device-lifecycle spec section 2 "Inventory"; docs/decisions/0013, 0021): stock per organization, model
 * and sale status, read from the device tallies, and the stock movement lines every device write leaves. Nothing
 * here is typed in by hand: stock always equals the registered devices.
 */

const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));
const id = emptyToUndefined(z.coerce.number().int().positive());
/** '1' (default): the organization picked in the tree and its sub-organizations; '0': that organization only. */
const subtree = z
  .enum(['0', '1'])
  .optional()
  .or(z.literal('').transform(() => undefined))
  .transform((v) => v !== '0');

/** The counters of one stock row, group or total: devices per sale status, their sum, and the enabled split. */
export const STOCK_COUNT_KEYS = ['stock', 'sold', 'inLease', 'leaseExpired', 'total', 'enabled', 'disabled'] as const;
export type StockCountKey = (typeof STOCK_COUNT_KEYS)[number];
const count = z.number();
export const stockCounts = z.object({ stock: count, sold: count, inLease: count, leaseExpired: count, total: count, enabled: count, disabled: count } satisfies Record<StockCountKey, z.ZodNumber>);
export type StockCounts = z.infer<typeof stockCounts>;
/** Which counter of a row a sale status adds to. */
export const SALE_STATUS_COUNT: Record<SaleStatus, StockCountKey> = { '1': 'stock', '2': 'sold', '3': 'inLease', '4': 'leaseExpired' };
export const emptyStockCounts = (): StockCounts => ({ stock: 0, sold: 0, inLease: 0, leaseExpired: 0, total: 0, enabled: 0, disabled: 0 });

// ---- stock ---------------------------------------------------------------------------------------------------------

/** Stock search: organization picked in the tree (with or without its sub-organizations), product type, model, sale status. */
export const stockSearch = z.object({
  deptId: id,
  subtree,
  typeId: id,
  modelId: id,
  saleStatus: emptyToUndefined(z.enum(SALE_STATUSES)),
});
export type StockSearch = z.infer<typeof stockSearch>;
export type StockSearchInput = z.input<typeof stockSearch>;
/** Stock rows are computed from the tallies in scope and shown page by page (page numbers: the total is exact). */
export const stockPageQuery = stockSearch.extend(pageQuery.shape);
export type StockPageQuery = z.infer<typeof stockPageQuery>;

/** One organization's stock of one model. */
export const stockRow = stockCounts.extend({
  deptId: z.number(),
  deptName: z.string(),
  typeId: z.number(),
  typeName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  modelCode: z.string(),
  brand: z.string(),
});
export type StockRow = z.infer<typeof stockRow>;

/** An organization's total over its rows (every row of the search, not only those of the page). */
export const stockGroup = stockCounts.extend({
  deptId: z.number(),
  deptName: z.string(),
  /** Rows (models) of the organization in the search. */
  models: z.number(),
});
export type StockGroup = z.infer<typeof stockGroup>;

export const stockPage = z.object({
  /** Rows of the whole search. */
  total: z.number(),
  rows: z.array(stockRow),
  /** The totals of the organizations that have rows on this page. */
  groups: z.array(stockGroup),
  /** Grand total of the search. */
  totals: stockCounts,
});
export type StockPage = z.infer<typeof stockPage>;

// ---- movements -----------------------------------------------------------------------------------------------------

/** Longest text of the serial number / product code filter. */
export const MOVEMENT_SERIAL_MAX = 64;

/**
 * Movement search: organization (tree), model, kind (create = stock in, delete = stock out, transfer, sale status
 * change, model change), day range (UTC, inclusive) and part of a serial number or product code.
 */
const movementFields = z.object({
  deptId: id,
  subtree,
  modelId: id,
  kind: emptyToUndefined(z.enum(MOVEMENT_KINDS)),
  beginTime: emptyToUndefined(z.iso.date()),
  endTime: emptyToUndefined(z.iso.date()),
  serial: emptyToUndefined(z.string().trim().max(MOVEMENT_SERIAL_MAX, 'common.validation').regex(DEVICE_CODE_PATTERN, 'inventory.serialFormat')),
});
export const movementSearch = withDateRangeInOrder(movementFields, 'inventory.badRange');
export type MovementSearch = z.infer<typeof movementSearch>;
export type MovementSearchInput = z.input<typeof movementSearch>;
/** A movement page: `cursor` is the `next` of the previous page (absent: the first page). */
export const movementPageQuery = movementSearch.extend(cursorPageFields);
export type MovementPageQuery = z.infer<typeof movementPageQuery>;

/** A movement line as the inventory screen shows it: organization, type and model names resolved. */
export const inventoryMovementRow = stockMovementRecord.extend({
  deptName: z.string(),
  typeName: z.string(),
  modelName: z.string(),
  modelCode: z.string(),
  brand: z.string(),
  /** '' when there is no such side, the organization no longer exists or lies outside the caller's view. */
  fromDeptName: z.string(),
  toDeptName: z.string(),
  fromModelName: z.string(),
  toModelName: z.string(),
});
export type InventoryMovementRow = z.infer<typeof inventoryMovementRow>;

/**
 * A movement page. Counting every line of a scope would read all of them, so `total` comes with the first page only
 * and stops at LIST_COUNT_CAP (`capped`: "more than n", docs/decisions/0030).
 */
export type MovementPage = CursorPage<InventoryMovementRow>;

/** A device's movement history (only the lines of organizations the caller sees), newest first. */
export const deviceMovementQuery = z.object({ deviceId: z.coerce.number().int().positive() });

// ---- filter options ------------------------------------------------------------------------------------------------

/** Every product type and model of the catalogue (disabled ones too: they may still hold stock). */
export type InventoryOptions = CatalogueFilterOptions;
