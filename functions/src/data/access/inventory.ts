/**
 * Inventory reads (docs/decisions/0013, 0021) on the device data layer: stock from the device tallies, movement lines
 * of the organizations in a data scope, and one device's lines. Every function takes the caller's (possibly narrowed)
 * data scope and reads only key-prefix Queries built from it, so no path reads another tenant's items; lines of a
 * device are filtered to the organizations the scope covers. Inventory writes nothing: stock changes only through the
 * device writes of access/devices.ts.
 */
import { scopeCovers, type DataScope } from '../data-scope';
import { collectRows } from './cursor-walk';
import { countStockMovements, listDeviceMovements, pageStockMovements, type MovementFilter } from './devices/stock-movements';
import { devicePartitionsOf, listDeviceTallies, type TallyFilter } from './devices/device-lists';
import { type DeviceTallyItem } from '../entities/device-tally-entity';
import { type StockMovementItem } from '../entities/stock-movement-entity';

export type { DeviceTallyItem } from '../entities/device-tally-entity';
export type { StockMovementItem } from '../entities/stock-movement-entity';
export type { TallyFilter } from './devices/device-lists';
export type { MovementFilter } from './devices/stock-movements';

/**
 * The tallies (one per organization, model, sale status and enabled status) in the scope matching the filter: the
 * stock without reading a single device. Tallies that dropped to 0 are left out.
 */
export async function listStockTallies(scope: DataScope, filter: TallyFilter): Promise<DeviceTallyItem[]> {
  const tallies = await listDeviceTallies(devicePartitionsOf(scope), filter);
  return tallies.filter((t) => t.count !== 0 && scopeCovers(scope, t.deptPath));
}

/** One cursor page of the movement lines in the scope (per organization newest first). */
export async function pageMovementsInScope(scope: DataScope, filter: MovementFilter, limit: number, cursor?: string) {
  const page = await pageStockMovements(devicePartitionsOf(scope), filter, limit, cursor);
  return { ...page, rows: page.rows.filter((m) => scopeCovers(scope, m.deptPath)) };
}

/** How many movement lines of the scope match the filter, reading at most LIST_COUNT_CAP + 1 of them. */
export const countMovementsInScope = (scope: DataScope, filter: MovementFilter) => countStockMovements(devicePartitionsOf(scope), filter);

/** Up to `max` movement lines of the scope (exports): the page walk stops as soon as it holds `max`. */
export const listMovementsInScope = (scope: DataScope, filter: MovementFilter, max: number): Promise<StockMovementItem[]> =>
  collectRows((limit, cursor) => pageMovementsInScope(scope, filter, limit, cursor), max);

/**
 * A device's movement lines that belong to organizations of the scope (one Query of the device index), newest first.
 * A line of another organization (the agent's side of a transfer seen by the customer, say) is left out.
 */
export async function listDeviceMovementsInScope(scope: DataScope, deviceId: number): Promise<StockMovementItem[]> {
  const lines = await listDeviceMovements(deviceId);
  return lines.filter((m) => scopeCovers(scope, m.deptPath)).reverse();
}
