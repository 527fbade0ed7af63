/**
 * Inventory (device-lifecycle spec section 2; docs/decisions/0013, 0021): stock per organization, model and sale
 * status, and the stock movements behind it. Both are derived from the device writes (tallies and movement lines in
 * the device transaction), so stock is never typed in and always equals the registered devices.
 */
import type { Page } from '@aed/shared/api/envelope';
import {
  SALE_STATUS_COUNT,
  STOCK_COUNT_KEYS,
  emptyStockCounts,
  type InventoryMovementRow,
  type InventoryOptions,
  type MovementPage,
  type MovementPageQuery,
  type MovementSearch,
  type StockCounts,
  type StockGroup,
  type StockPage,
  type StockPageQuery,
  type StockRow,
  type StockSearch,
} from '@aed/shared/schemas/inventory';
import { getDept, getDeptsByIds } from '../../data/access/access-control';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { getDeviceModelsByIds, getProductTypesByIds } from '../../data/access/catalogue-reads';
import { catalogueFilterOptions } from '../catalogue/catalogue-options';
import { findDeviceByCode, findDeviceBySerialNumber } from '../../data/access/devices/device-keys';
import {
  countMovementsInScope,
  listDeviceMovementsInScope,
  listMovementsInScope,
  listStockTallies,
  pageMovementsInScope,
  type DeviceTallyItem,
  type MovementFilter,
  type StockMovementItem,
} from '../../data/access/inventory';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { narrowScope, scopeCovers, type DataScope } from '../../data/data-scope';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';

/** Movement lines one export holds at most (the file is for people, not a backup). */
export const MOVEMENT_EXPORT_MAX = 10_000;

/**
 * The caller's data scope, narrowed to the organization picked in the tree (and below unless `subtree` is false).
 * An organization that does not exist or that the scope does not cover is "not found".
 */
async function scopeFor(actor: Actor, deptId: number | undefined, subtree: boolean): Promise<DataScope> {
  if (deptId === undefined) return actor.scope;
  const dept = await getDept(deptId);
  // the tree offers only organizations of the scope; another one "does not exist" for this caller
  if (!dept || !scopeCovers(actor.scope, dept.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
  return narrowScope(actor.scope, dept.deptPath, subtree, actor.deptPath);
}

const byId = <T, K>(items: readonly T[], key: (t: T) => K) => new Map(items.map((t) => [key(t), t]));

// ---- stock ---------------------------------------------------------------------------------------------------------

function addTally(counts: StockCounts, t: Pick<DeviceTallyItem, 'saleStatus' | 'status' | 'count'>): void {
  counts[SALE_STATUS_COUNT[t.saleStatus]] += t.count;
  counts.total += t.count;
  counts[t.status === '0' ? 'enabled' : 'disabled'] += t.count;
}

function addCounts(into: StockCounts, from: StockCounts): void {
  for (const k of STOCK_COUNT_KEYS) into[k] += from[k];
}

/** The whole stock of a search: every row, every organization of the rows (in row order), the grand total. */
type StockSheet = Omit<StockPage, 'total'>;

/**
 * The stock of a search: tallies summed per (organization, model), named with one BatchGet per kind (organizations,
 * models, product types), in organization path order, then product type, brand and model name.
 */
async function stockSheet(actor: Actor, search: StockSearch): Promise<StockSheet> {
  const scope = await scopeFor(actor, search.deptId, search.subtree);
  const tallies = await listStockTallies(scope, { typeId: search.typeId, modelId: search.modelId, saleStatus: search.saleStatus });
  const cells = new Map<string, { deptId: number; deptPath: string; modelId: number; typeId: number; counts: StockCounts }>();
  for (const t of tallies) {
    const key = `${t.deptId}#${t.modelId}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { deptId: t.deptId, deptPath: t.deptPath, modelId: t.modelId, typeId: t.typeId, counts: emptyStockCounts() };
      cells.set(key, cell);
    }
    addTally(cell.counts, t);
  }
  const live = [...cells.values()].filter((c) => c.counts.total > 0);
  const [depts, models, types] = await Promise.all([
    getDeptsByIds([...new Set(live.map((c) => c.deptId))]).then((ds) => byId(ds, (d) => d.deptId)),
    getDeviceModelsByIds(live.map((c) => c.modelId)).then((ms) => byId(ms, (m) => m.modelId)),
    getProductTypesByIds(live.map((c) => c.typeId)).then((ts) => byId(ts, (t) => t.typeId)),
  ]);
  const named = live.map((c) => {
    const model = models.get(c.modelId);
    const row: StockRow = {
      deptId: c.deptId,
      deptName: depts.get(c.deptId)?.deptName ?? '',
      typeId: c.typeId,
      typeName: types.get(c.typeId)?.typeName ?? '',
      modelId: c.modelId,
      modelName: model?.modelName ?? '',
      modelCode: model?.modelCode ?? '',
      brand: model?.brand ?? '',
      ...c.counts,
    };
    return { path: depts.get(c.deptId)?.deptPath ?? c.deptPath, row };
  });
  named.sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      a.row.typeName.localeCompare(b.row.typeName) ||
      a.row.brand.localeCompare(b.row.brand) ||
      a.row.modelName.localeCompare(b.row.modelName) ||
      a.row.modelId - b.row.modelId,
  );
  const rows = named.map((n) => n.row);
  const groups = new Map<number, StockGroup>();
  const totals = emptyStockCounts();
  for (const r of rows) {
    let g = groups.get(r.deptId);
    if (!g) {
      g = { deptId: r.deptId, deptName: r.deptName, models: 0, ...emptyStockCounts() };
      groups.set(r.deptId, g);
    }
    g.models += 1;
    addCounts(g, r);
    addCounts(totals, r);
  }
  return { rows, groups: [...groups.values()], totals };
}

/** One page of stock rows, the totals of the organizations on it and the grand total of the search. */
export async function stockPage(actor: Actor, query: StockPageQuery): Promise<StockPage> {
  const sheet = await stockSheet(actor, query);
  const rows = sheet.rows.slice((query.page - 1) * query.limit, query.page * query.limit);
  const onPage = new Set(rows.map((r) => r.deptId));
  return { total: sheet.rows.length, rows, groups: sheet.groups.filter((g) => onPage.has(g.deptId)), totals: sheet.totals };
}

/** Every stock row of a search with the organization totals and the grand total (export). */
export const searchStock = (actor: Actor, search: StockSearch): Promise<StockSheet> => stockSheet(actor, search);

// ---- movements -----------------------------------------------------------------------------------------------------

const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00.000Z`) + 86_400_000).toISOString();

/**
 * The data layer's filter of a search. The serial filter matches part of a serial number or product code as written
 * on the lines; a whole serial number or product code in any case also finds its device through its marker (one
 * GetItem each), so "sn-001" finds the lines of "SN-001". The device id only narrows Queries of the caller's scope.
 */
async function movementFilterOf(search: MovementSearch): Promise<MovementFilter> {
  const serial = search.serial;
  const found = serial ? await Promise.all([findDeviceBySerialNumber(serial), findDeviceByCode(serial)]) : [];
  return {
    kind: search.kind,
    modelId: search.modelId,
    from: search.beginTime ? `${search.beginTime}T00:00:00.000Z` : undefined,
    to: search.endTime ? dayAfter(search.endTime) : undefined,
    serial,
    deviceIds: [...new Set(found.flatMap((d) => (d ? [d.deviceId] : [])))],
  };
}

/**
 * Movement lines with organization, product type and model names (one BatchGet per kind). The organization on the
 * other side of a transfer is named when the caller sees it or it is an ancestor of the line's organization (the
 * agent above a customer); otherwise its name is left empty: a tenant never learns another tenant's organizations.
 */
async function toMovementRows(scope: DataScope, lines: readonly StockMovementItem[]): Promise<InventoryMovementRow[]> {
  const deptIds = lines.flatMap((l) => [l.deptId, l.fromDeptId, l.toDeptId]).filter((id) => id > 0);
  const modelIds = lines.flatMap((l) => [l.modelId, l.fromModelId, l.toModelId]).filter((id) => id > 0);
  const [depts, models, types] = await Promise.all([
    getDeptsByIds([...new Set(deptIds)]).then((ds) => byId(ds, (d) => d.deptId)),
    getDeviceModelsByIds(modelIds).then((ms) => byId(ms, (m) => m.modelId)),
    getProductTypesByIds(lines.map((l) => l.typeId)).then((ts) => byId(ts, (t) => t.typeId)),
  ]);
  const visibleName = (line: StockMovementItem, deptId: number) => {
    const d = depts.get(deptId);
    if (!d) return '';
    return deptId === line.deptId || scopeCovers(scope, d.deptPath) || line.deptPath.startsWith(d.deptPath) ? d.deptName : '';
  };
  return lines.map((l) => {
    const model = models.get(l.modelId);
    return {
      movementId: l.movementId,
      groupId: l.groupId,
      kind: l.kind,
      side: l.side,
      deviceId: l.deviceId,
      serialNumber: l.serialNumber,
      equipmentCode: l.equipmentCode,
      deptId: l.deptId,
      modelId: l.modelId,
      typeId: l.typeId,
      fromDeptId: l.fromDeptId,
      toDeptId: l.toDeptId,
      fromSaleStatus: l.fromSaleStatus,
      toSaleStatus: l.toSaleStatus,
      fromModelId: l.fromModelId,
      toModelId: l.toModelId,
      operator: l.operator,
      time: l.time,
      remark: l.remark,
      deptName: depts.get(l.deptId)?.deptName ?? '',
      typeName: types.get(l.typeId)?.typeName ?? '',
      modelName: model?.modelName ?? '',
      modelCode: model?.modelCode ?? '',
      brand: model?.brand ?? '',
      fromDeptName: visibleName(l, l.fromDeptId),
      toDeptName: visibleName(l, l.toDeptId),
      fromModelName: models.get(l.fromModelId)?.modelName ?? '',
      toModelName: models.get(l.toModelId)?.modelName ?? '',
    };
  });
}

/** One cursor page of the movements of a search; the total comes with the first page only, a capped count (decision 0030). */
export async function movementPage(actor: Actor, query: MovementPageQuery): Promise<MovementPage> {
  const scope = await scopeFor(actor, query.deptId, query.subtree);
  const filter = await movementFilterOf(query);
  const page = await pageWithTotal(query.cursor, () => pageMovementsInScope(scope, filter, query.limit, query.cursor), () => countMovementsInScope(scope, filter));
  return { ...page, rows: await toMovementRows(actor.scope, page.rows) };
}

/** The movements of a search (at most MOVEMENT_EXPORT_MAX), for the export. */
export async function searchMovements(actor: Actor, search: MovementSearch): Promise<InventoryMovementRow[]> {
  const scope = await scopeFor(actor, search.deptId, search.subtree);
  return toMovementRows(actor.scope, await listMovementsInScope(scope, await movementFilterOf(search), MOVEMENT_EXPORT_MAX));
}

/**
 * A device's movement history as far as the caller sees it (lines of organizations in the scope), newest first. A
 * device with no such line is "not found", whether it never existed or is another tenant's.
 */
export async function deviceMovements(actor: Actor, deviceId: number): Promise<Page<InventoryMovementRow>> {
  const lines = await listDeviceMovementsInScope(actor.scope, deviceId);
  if (!lines.length) throw AppError.of(DEVICE_ERRORS, 'device.notFound');
  return { total: lines.length, rows: await toMovementRows(actor.scope, lines) };
}

// ---- filter options ------------------------------------------------------------------------------------------------

/** Product types and models for the filters (disabled ones too), shared with the device list. */
export const inventoryOptions = (): Promise<InventoryOptions> => catalogueFilterOptions();
