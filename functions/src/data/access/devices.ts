/**
 * Devices (docs/decisions/0013, 0018): the named access functions other modules build on. Every device write is ONE
 * transaction holding the device, its uniqueness markers (serial number, product code, IoT code), the usage counters
 * of the catalogue records it references (`use#type`, `use#model`, `use#monitor`), the tally of its (organization,
 * model, sale status, enabled status), the organization's device counters (all / enabled, the quota) and the stock
 * movement lines of the change. Nothing can drift and a concurrent write cannot slip past a check.
 */
import { CUSTOMER_DEPT_TYPE, DEVICE_ENABLED, type MovementKind, type MovementSide, type SaleStatus, type DeviceStatus } from '@aed/shared/schemas/device';
import { AppError } from '../../lib/app-error';
import { scopeCovers, scopeQueries, type DataScope } from '../data-scope';
import { timeId } from '../../lib/time';
import { CounterEntity } from '../entities/counter-entity';
import { DeviceEntity, type DeviceItem } from '../entities/device-entity';
import { DeviceTallyEntity, type DeviceTallyItem } from '../entities/device-tally-entity';
import { StockMovementEntity, type StockMovementItem } from '../entities/stock-movement-entity';
import { getDept } from './access-control';
import { getDeviceModel } from './catalogue-reads';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';
import { assertDependents, deviceDependentCount, NO_DEPENDENTS, type DependentKind, type DeviceDependents } from './device-dependents';
import { rebaseUnder } from './path-rebase';
import { getMonitorItemById } from './monitor-items';
import { assertCounterZero, counterValue, moveCounter } from './counters';
import { writeTransaction, type TransactionEntities, type WriteOp } from './transactions';
import { markerOwnerId, releaseMarker, takeMarker, type Marker } from './unique-markers';
import { assertUnused, usageCount, usageCounterName } from './usage-counters';

export type { DeviceItem } from '../entities/device-entity';
export type { DeviceTallyItem } from '../entities/device-tally-entity';
export type { StockMovementItem } from '../entities/stock-movement-entity';

/*
 * The item budget of a device write: per device its record, up to 3
 * markers (created or released), its movement lines (1-2) and, on a delete, 3 condition checks (sales records,
 * installed accessories, bindings): at most 8 per deleted device. Shared by the devices of one call: per model its
 * usage counters (and checks when given anew: 2-4), per monitoring item its counter (<= 20 on one device), the tallies
 * (<= 8 per organization and model) and the organization counters (2 per organization). So MAX_DEVICES_PER_DELETE (8)
 * devices of one model and organization always fit (8 x 8 + 32 = 96); a call mixing many models, monitoring items or
 * organizations may not, and is refused whole (`device.tooManyChanges`), within DynamoDB's 100 items.
 */

// ---- keys ----------------------------------------------------------------------------------------------------------

const norm = (s: string) => s.trim().toLowerCase();
/** Serial numbers, product codes and IoT codes are unique whatever their case ("sn-1" = "SN-1"). */
export const serialNumberMarker = (serialNumber: string) => ({ scope: 'deviceSerial', value: norm(serialNumber) });
export const deviceCodeMarker = (equipmentCode: string) => ({ scope: 'deviceCode', value: norm(equipmentCode) });
export const iotCodeMarker = (iotCode: string) => ({ scope: 'deviceIot', value: norm(iotCode) });

/** Counter items of an organization: how many devices it holds (delete check), how many are enabled (quota). */
export const deptDevicesCounterName = (deptId: number) => `deptDevices#${deptId}`;
export const deptEnabledDevicesCounterName = (deptId: number) => `deptEnabledDevices#${deptId}`;

/** The keyword filter's text: product code, name, serial number and IoT code (the brand goes through the model). */
export const deviceSearchText = (d: Pick<DeviceItem, 'equipmentCode' | 'equipmentName' | 'serialNumber' | 'iotCode'>) =>
  [d.equipmentCode, d.equipmentName, d.serialNumber, d.iotCode].filter(Boolean).join('\n').toLowerCase();

// ---- reads ---------------------------------------------------------------------------------------------------------

export async function getDeviceById(deviceId: number): Promise<DeviceItem | null> {
  return (await DeviceEntity.get({ deviceId }).go({ consistent: true })).data;
}

export async function getDevicesByIds(deviceIds: number[]): Promise<DeviceItem[]> {
  if (!deviceIds.length) return [];
  const { data } = await DeviceEntity.get(deviceIds.map((deviceId) => ({ deviceId }))).go({ consistent: true });
  return data;
}

/** A device the scope covers (its organization's path lies in it), else null: out of scope is "does not exist". */
export async function getDeviceInScope(scope: DataScope, deviceId: number): Promise<DeviceItem | null> {
  const device = await getDeviceById(deviceId);
  return device && deviceInScope(scope, device) ? device : null;
}

/** Does the caller's data scope cover the device? (Devices have no owner user: "only own" covers none.) */
export const deviceInScope = (scope: DataScope, device: Pick<DeviceItem, 'deptPath'>) => scopeCovers(scope, device.deptPath);

async function findByMarker(marker: Marker): Promise<DeviceItem | null> {
  const deviceId = await markerOwnerId(marker);
  return deviceId ? getDeviceById(deviceId) : null;
}

/** The device with this serial number (one GetItem on its marker), whatever its organization: check the scope. */
export const findDeviceBySerialNumber = (serialNumber: string) => findByMarker(serialNumberMarker(serialNumber));
/** The device with this product code (marker), whatever its organization: check the scope. */
export const findDeviceByCode = (equipmentCode: string) => findByMarker(deviceCodeMarker(equipmentCode));
/** The device with this IoT code (marker), whatever its organization: check the scope. */
export const findDeviceByIotCode = (iotCode: string) => findByMarker(iotCodeMarker(iotCode));

/** How many devices the organization itself (not its children) holds: one GetItem on its counter. */
export const deptDeviceCount = (deptId: number) => counterValue(deptDevicesCounterName(deptId));

/** How many devices of the organization itself are enabled (the quota counter). */
export const deptEnabledDeviceCount = (deptId: number) => counterValue(deptEnabledDevicesCounterName(deptId));

/** How many sales records name the device (the sales module bumps it; a device with one cannot be deleted). */
export const deviceSaleCount = (deviceId: number) => usageCount('device-sale', deviceId);

/**
 * Records one more (+1) or one fewer (-1) sales record of the device, on its own. The sales module writes it with
 * `bumpUsage(counter, 'device-sale', deviceId, delta)` inside the transaction of its sale record instead.
 */
export async function bumpDeviceSaleCount(deviceId: number, delta: 1 | -1): Promise<void> {
  await CounterEntity.update({ name: usageCounterName('device-sale', deviceId) })
    .add({ value: delta })
    .go();
}

// ---- writes --------------------------------------------------------------------------------------------------------

/**
 * The organization a write places (or enables) a device in, as the domain read it. The transaction checks it still
 * has this path and no move in progress; when a device becomes enabled there, that it is a customer organization
 * and that its quota is still `equipmentQuota` (null = no quota: the default organization).
 */
export interface DeptGuard {
  deptId: number;
  deptPath: string;
  deptName: string;
  deptType: string;
  equipmentQuota: number | null;
}

/** One device before and after a write (null before = created, null after = deleted). */
interface DeviceChange {
  before: DeviceItem | null;
  after: DeviceItem | null;
}

export interface DeviceWriteOptions {
  /** Remark stored on the stock movement lines of the change (e.g. the sale that caused it). */
  movementRemark?: string;
  /**
   * More items for the same transaction (the sales module's sale record and its `device-sale` counter). They are
   * refused as `common.conflict` unless the caller maps its own parts.
   */
  extra?: (entities: TransactionEntities) => WriteOp[];
  /**
   * A device moving to another organization path: what hangs on it as the domain read it (installed accessories,
   * bindings; none when absent). The transaction checks the counters still hold these values, so an install or a
   * binding racing the move fails it (`common.conflict`); what moves along goes in `extra` (domain/device/device-move.ts).
   */
  dependents?: DeviceDependents;
  /**
   * A device taking another model: that model's version (`updateTime`) as the domain read it when it checked the
   * consumables installed on the device against it (decision 0023). The model check of the transaction then also
   * requires this version, so a model whose consumables were edited meanwhile fails the write (`common.conflict`).
   * A model change also checks the dependents counters (`dependents`, none when absent), like a move.
   */
  modelVersion?: string;
}


type Part =
  | 'device'
  | 'release'
  | 'count'
  | 'tally'
  | 'movement'
  | 'extra'
  | { marker: 'serial' | 'code' | 'iot' }
  | { model: number; typeId: number; version?: string }
  | { type: number; modelId: number }
  | { monitor: number }
  | { sales: DeviceItem }
  | { dependents: DependentKind; device: DeviceItem; deleting: boolean }
  | { dept: DeptGuard; enabling: string | null }
  | { quota: DeptGuard };

const enabledAt = (d: DeviceItem | null, deptId: number) => !!d && d.status === DEVICE_ENABLED && d.deptId === deptId;

type TallyKey = Pick<DeviceTallyItem, 'deptId' | 'modelId' | 'saleStatus' | 'status'>;
const tallyKeyOf = (d: DeviceItem): TallyKey => ({ deptId: d.deptId, modelId: d.modelId, saleStatus: d.saleStatus, status: d.status });

/** Adds `delta` to `key` of a map of deltas, keeping the first `extra` seen for the key. */
function addDelta<K, E>(map: Map<string, { key: K; delta: number; extra: E }>, key: K, delta: number, extra: E): void {
  const id = JSON.stringify(key);
  const entry = map.get(id);
  if (entry) entry.delta += delta;
  else map.set(id, { key, delta, extra });
}

interface Movement {
  kind: MovementKind;
  side: MovementSide;
  dept: { deptId: number; deptPath: string };
  device: DeviceItem;
  before: DeviceItem | null;
  after: DeviceItem | null;
}

/** The stock movement lines of one change (none when organization, model and sale status stay). */
function movementsOf({ before, after }: DeviceChange): Movement[] {
  if (!before && after) return [{ kind: 'create', side: 'in', dept: after, device: after, before, after }];
  if (before && !after) return [{ kind: 'delete', side: 'out', dept: before, device: before, before, after }];
  if (!before || !after) return [];
  if (before.deptId !== after.deptId) {
    return [
      { kind: 'transfer', side: 'out', dept: before, device: after, before, after },
      { kind: 'transfer', side: 'in', dept: after, device: after, before, after },
    ];
  }
  if (before.saleStatus !== after.saleStatus) return [{ kind: 'saleStatus', side: 'change', dept: after, device: after, before, after }];
  if (before.modelId !== after.modelId) return [{ kind: 'model', side: 'change', dept: after, device: after, before, after }];
  return [];
}

const sameMonitorSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Builds and runs the one transaction of a set of device changes. `guards` are the organizations devices are placed
 * or enabled in (by deptId). Deltas on one item (tally, counter) are summed first: a transaction may touch an item
 * only once.
 */
async function writeDeviceChanges(changes: DeviceChange[], guards: Map<number, DeptGuard>, at: string, by: string, options: DeviceWriteOptions = {}): Promise<void> {
  const usage = new Map<string, { key: { kind: 'type' | 'model' | 'monitor'; id: number }; delta: number; extra: null }>();
  const tallies = new Map<string, { key: TallyKey; delta: number; extra: { deptPath: string; typeId: number } }>();
  /** Per organization: devices held, devices enabled. */
  const held = new Map<number, number>();
  const enabled = new Map<number, number>();
  const bump = (map: Map<number, number>, deptId: number, delta: number) => map.set(deptId, (map.get(deptId) ?? 0) + delta);
  const modelChecks = new Map<number, number>();
  const monitorChecks = new Set<number>();
  /** Organizations a device is placed or enabled in; `enabling`: the serial number of a device enabled there. */
  const deptChecks = new Map<number, { guard: DeptGuard; enabling: string | null }>();
  const movements: Movement[] = [];

  for (const change of changes) {
    const { before, after } = change;
    // catalogue references
    if (before?.modelId !== after?.modelId) {
      if (before) {
        addDelta(usage, { kind: 'model', id: before.modelId }, -1, null);
        addDelta(usage, { kind: 'type', id: before.typeId }, -1, null);
      }
      if (after) {
        addDelta(usage, { kind: 'model', id: after.modelId }, 1, null);
        addDelta(usage, { kind: 'type', id: after.typeId }, 1, null);
        modelChecks.set(after.modelId, after.typeId);
      }
    }
    const oldItems = before?.monitorItemIds ?? [];
    const newItems = after?.monitorItemIds ?? [];
    if (!sameMonitorSet(oldItems, newItems)) {
      for (const id of oldItems) if (!newItems.includes(id)) addDelta(usage, { kind: 'monitor', id }, -1, null);
      for (const id of newItems) {
        if (oldItems.includes(id)) continue;
        addDelta(usage, { kind: 'monitor', id }, 1, null);
        monitorChecks.add(id);
      }
    }
    // tallies
    if (!before || !after || JSON.stringify(tallyKeyOf(before)) !== JSON.stringify(tallyKeyOf(after)) || before.deptPath !== after.deptPath) {
      if (before) addDelta(tallies, tallyKeyOf(before), -1, { deptPath: before.deptPath, typeId: before.typeId });
      if (after) addDelta(tallies, tallyKeyOf(after), 1, { deptPath: after.deptPath, typeId: after.typeId });
    }
    // organization counters and checks
    if (before?.deptId !== after?.deptId) {
      if (before) bump(held, before.deptId, -1);
      if (after) bump(held, after.deptId, 1);
    }
    if (before && enabledAt(before, before.deptId) && !enabledAt(after, before.deptId)) bump(enabled, before.deptId, -1);
    const enabling = !!after && enabledAt(after, after.deptId) && !enabledAt(before, after.deptId);
    if (after && enabling) bump(enabled, after.deptId, 1);
    if (after && (!before || before.deptId !== after.deptId || enabling)) {
      const guard = guards.get(after.deptId);
      if (!guard || guard.deptPath !== after.deptPath) throw new Error(`device write without the guard of organization ${after.deptId}`);
      const seen = deptChecks.get(after.deptId);
      deptChecks.set(after.deptId, { guard, enabling: seen?.enabling ?? (enabling ? after.serialNumber : null) });
    }
    movements.push(...movementsOf(change));
  }

  const groupId = timeId();
  const refused = await writeTransaction<Part>((entities, add) => {
    const { device, unique, counter, deviceTally, stockMovement, deviceModel, productType, monitorItem, dept } = entities;
    for (const { before, after } of changes) {
      const owner = String((after ?? before)!.deviceId);
      if (!before && after) {
        add('device', device.create(after).commit() as WriteOp);
      } else if (before && after) {
        add(
          'device',
          device
            .put(after)
            .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
            .commit() as WriteOp,
        );
        // a move, or another model: what is installed (and bound) was checked as read (decisions 0018, 0023)
        if (before.deptPath !== after.deptPath || before.modelId !== after.modelId) {
          const expected = options.dependents ?? NO_DEPENDENTS;
          for (const { kind, op } of assertDependents(counter, before.deviceId, expected)) add({ dependents: kind, device: before, deleting: false }, op as WriteOp);
        }
      } else if (before) {
        add(
          'device',
          device
            .delete({ deviceId: before.deviceId })
            .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
            .commit() as WriteOp,
        );
        add({ sales: before }, assertUnused(counter, 'device-sale', before.deviceId) as WriteOp);
        // nothing installed on it, nobody bound to it (decisions 0019, 0020): no record is left pointing at nothing
        for (const { kind, op } of assertDependents(counter, before.deviceId, NO_DEPENDENTS)) add({ dependents: kind, device: before, deleting: true }, op as WriteOp);
      }
      const keys = [
        { kind: 'serial' as const, of: (d: DeviceItem) => serialNumberMarker(d.serialNumber) },
        { kind: 'code' as const, of: (d: DeviceItem) => deviceCodeMarker(d.equipmentCode) },
        { kind: 'iot' as const, of: (d: DeviceItem) => (d.iotCode ? iotCodeMarker(d.iotCode) : null) },
      ];
      for (const k of keys) {
        const from = before ? k.of(before) : null;
        const to = after ? k.of(after) : null;
        if (from?.value === to?.value) continue;
        if (to) add({ marker: k.kind }, takeMarker(unique, to, owner));
        if (from) add('release', releaseMarker(unique, from, owner));
      }
    }
    for (const [modelId, typeId] of modelChecks) {
      // the version only for a single device taking another model (its installed consumables were checked against it)
      const version = changes.length === 1 && changes[0]!.after?.modelId === modelId ? options.modelVersion : undefined;
      add(
        { model: modelId, typeId, version },
        deviceModel
          .check({ modelId })
          .where((attr, op) => conditions([op.eq(attr.status, '0'), op.eq(attr.typeId, typeId), version !== undefined && op.eq(attr.updateTime, version)]))
          .commit() as WriteOp,
      );
      add({ type: typeId, modelId }, productType.check({ typeId }).where((attr, op) => op.eq(attr.status, '0')).commit() as WriteOp);
    }
    for (const itemId of monitorChecks) {
      add({ monitor: itemId }, monitorItem.check({ itemId }).where((attr, op) => op.eq(attr.status, '0')).commit() as WriteOp);
    }
    for (const { key, delta } of usage.values()) {
      if (delta !== 0) add('count', moveCounter(counter, usageCounterName(key.kind, key.id), delta));
    }
    for (const { key, delta, extra } of tallies.values()) {
      // upsert: the first device of a combination creates its tally with every key (an update would leave it off gsi1)
      if (delta !== 0) add('tally', deviceTally.upsert({ ...key, ...extra }).add({ count: delta }).commit() as WriteOp);
    }
    for (const [deptId, delta] of held) {
      if (delta !== 0) add('count', moveCounter(counter, deptDevicesCounterName(deptId), delta));
    }
    for (const [deptId, delta] of enabled) {
      if (delta === 0) continue;
      const name = deptEnabledDevicesCounterName(deptId);
      const guard = guards.get(deptId);
      if (delta < 0 || !guard || guard.equipmentQuota === null) {
        add('count', moveCounter(counter, name, delta));
        continue;
      }
      // "Enabling more devices than are available is refused": at most equipmentQuota enabled, even when racing.
      const room = guard.equipmentQuota - delta;
      if (room < 0) throw new AppError('device.quotaExceeded', { dept: guard.deptName, max: guard.equipmentQuota });
      add(
        { quota: guard },
        counter
          .update({ name })
          .add({ value: delta })
          .where((attr, op) => `${op.notExists(attr.value)} OR ${op.lte(attr.value, room)}`)
          .commit() as WriteOp,
      );
    }
    for (const { guard, enabling } of deptChecks.values()) {
      add(
        { dept: guard, enabling },
        dept
          .check({ deptId: guard.deptId })
          .where((attr, op) =>
            conditions([
              op.eq(attr.deptPath, guard.deptPath),
              op.eq(attr.pendingMove, ''),
              enabling !== null && op.eq(attr.deptType, CUSTOMER_DEPT_TYPE),
              enabling !== null && guard.equipmentQuota !== null && op.eq(attr.equipmentQuota, guard.equipmentQuota),
            ]),
          )
          .commit() as WriteOp,
      );
    }
    movements.forEach((m, i) => {
      const { before, after, device: d } = m;
      add(
        'movement',
        stockMovement
          .create({
            movementId: `${groupId}-${i}`,
            groupId,
            kind: m.kind,
            side: m.side,
            deptId: m.dept.deptId,
            deptPath: m.dept.deptPath,
            deviceId: d.deviceId,
            serialNumber: d.serialNumber,
            equipmentCode: d.equipmentCode,
            modelId: d.modelId,
            typeId: d.typeId,
            fromDeptId: before?.deptId ?? 0,
            toDeptId: after?.deptId ?? 0,
            fromSaleStatus: before?.saleStatus ?? '',
            toSaleStatus: after?.saleStatus ?? '',
            fromModelId: before?.modelId ?? 0,
            toModelId: after?.modelId ?? 0,
            operator: by,
            time: at,
            remark: options.movementRemark ?? '',
          })
          .commit() as WriteOp,
      );
    });
    for (const op of options.extra?.(entities) ?? []) add('extra', op);
  }, { tooMany: 'device.tooManyChanges' });
  if (refused) throw await refusal(refused.part);
}

/** The error a cancelled device transaction answers, from the first part whose condition failed. */
async function refusal(part: Part | undefined): Promise<AppError> {
  if (!part || typeof part === 'string') return new AppError('common.conflict');
  if ('marker' in part) return new AppError(part.marker === 'serial' ? 'device.serialExists' : part.marker === 'code' ? 'device.codeExists' : 'device.iotCodeExists');
  if ('model' in part || 'type' in part) {
    const model = await getDeviceModel('model' in part ? part.model : part.modelId);
    if (!model) return new AppError('deviceModel.notFound');
    // enabled and of the type read, only its version moved on: edited meanwhile (its consumables may have changed)
    if ('model' in part && part.version !== undefined && model.status === '0' && model.typeId === part.typeId && model.updateTime !== part.version) return new AppError('common.conflict');
    return new AppError('device.modelDisabled', { name: model.modelName });
  }
  if ('monitor' in part) {
    const item = await getMonitorItemById(part.monitor);
    return item ? new AppError('device.monitorItemDisabled', { name: item.itemName }) : new AppError('device.monitorItemNotFound');
  }
  if ('sales' in part) return new AppError('device.hasSales', { serial: part.sales.serialNumber });
  if ('dependents' in part) {
    if (!part.deleting) return new AppError('common.conflict');
    const count = await deviceDependentCount(part.dependents, part.device.deviceId);
    return new AppError(part.dependents === 'accessories' ? 'device.hasAccessories' : 'device.hasBindings', { serial: part.device.serialNumber, count });
  }
  if ('quota' in part) return new AppError('device.quotaExceeded', { dept: part.quota.deptName, max: part.quota.equipmentQuota ?? 0 });
  const now = await getDept(part.dept.deptId);
  if (!now) return new AppError('dept.notFound');
  if (part.enabling !== null && now.deptType !== CUSTOMER_DEPT_TYPE) return new AppError('device.enableNotSold', { serial: part.enabling });
  return new AppError('common.conflict');
}

const guardMap = (guards: DeptGuard[]) => new Map(guards.map((g) => [g.deptId, g]));

/**
 * Creates a device: record, markers (a taken serial number, product code or IoT code refuses it, even against a
 * concurrent add), usage counters (the model and its type must be enabled, each monitoring item enabled), tally,
 * organization counters (quota when created enabled) and the `create` stock movement, in one transaction.
 */
export async function createDevice(item: DeviceItem, guard: DeptGuard, options?: DeviceWriteOptions): Promise<void> {
  await writeDeviceChanges([{ before: null, after: { ...item, searchText: deviceSearchText(item) } }], guardMap([guard]), item.createTime, item.createBy, options);
}

/**
 * Updates a device unchanged since `before` was read (same version and organization path): markers swapped when
 * changed, usage counters moved, tallies and counters moved, movement lines for an organization, sale status or
 * model change. `guard` is the organization of `after` (checked when the device moves there or is enabled there).
 */
export async function updateDevice(before: DeviceItem, after: DeviceItem, guard: DeptGuard, options?: DeviceWriteOptions): Promise<void> {
  await writeDeviceChanges([{ before, after: { ...after, searchText: deviceSearchText(after) } }], guardMap([guard]), after.updateTime, after.updateBy, options);
}

/**
 * Deletes devices (each unchanged since read) with their markers, counters, tallies and `delete` movements, all or
 * nothing. Each carries the conditions that no sales record names it (`use#device-sale#<id>`), that nothing is
 * installed on it and that nobody is bound to it (access/device-dependents.ts).
 */
export async function deleteDevices(items: DeviceItem[], at: string, by: string): Promise<void> {
  await writeDeviceChanges(
    items.map((before) => ({ before, after: null })),
    new Map(),
    at,
    by,
  );
}

/**
 * Enables or disables devices, all or nothing. Devices becoming enabled count against their organization's quota
 * (`guards`: those organizations as read), with a condition on the enabled counter so concurrent enables cannot
 * overshoot it, and a check that each organization is still a customer with the quota read.
 */
export async function setDevicesStatus(items: DeviceItem[], status: DeviceStatus, guards: DeptGuard[], at: string, by: string): Promise<void> {
  await writeDeviceChanges(
    items.map((before) => ({ before, after: { ...before, status, updateTime: at, updateBy: by } })),
    guardMap(guards),
    at,
    by,
  );
}

// ---- lists ---------------------------------------------------------------------------------------------------------

/** A partition of a device list: a key-prefix Query of the organization path index (subtree, or that one only). */
export type DevicePartition = PathPartition;

/**
 * The partitions of a data scope (narrow it first with `narrowScope` to the organization picked in a tree). "Only
 * own" (scope 5) holds no organization, hence no device: devices belong to organizations, not to users.
 */
export const devicePartitionsOf = (scope: DataScope): DevicePartition[] => scopeQueries(scope);

export interface DeviceFilter {
  typeId?: number;
  modelId?: number;
  saleStatus?: SaleStatus;
  status?: DeviceStatus;
  /** Lower-case keyword matched in product code, name, serial number and IoT code... */
  keyword?: string;
  /** ...or the device's model is one of these (the models whose brand holds the keyword; at most 100). */
  keywordModelIds?: number[];
}

/** The most models a keyword's brand may name in one filter (DynamoDB: at most 100 values in an IN). */
export const MAX_KEYWORD_MODELS = 100;

const deviceWhere =
  (p: DevicePartition, f: DeviceFilter): Where =>
  (attr, op) => {
    const models = (f.keywordModelIds ?? []).slice(0, MAX_KEYWORD_MODELS);
    const keyword =
      f.keyword &&
      (models.length
        ? `(${op.contains(attr.searchText, f.keyword)} OR ${op.name(attr.modelId)} IN (${models.map((id) => op.escape(id)).join(', ')}))`
        : op.contains(attr.searchText, f.keyword));
    return conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.typeId !== undefined && op.eq(attr.typeId, f.typeId),
      f.modelId !== undefined && op.eq(attr.modelId, f.modelId),
      f.saleStatus && op.eq(attr.saleStatus, f.saleStatus),
      f.status && op.eq(attr.status, f.status),
      keyword,
    ]);
  };

function deviceQuery(p: DevicePartition, f: DeviceFilter) {
  const q = DeviceEntity.query.byPath({}).begins({ deptPath: p.prefix });
  return q.where(deviceWhere(p, f) as unknown as Parameters<typeof q.where>[0]);
}

const deviceList = partitionedList(deviceQuery, 'device.badCursor');

/** One cursor page of the devices of the partitions (organization path order), never reading outside them. */
export const pageDevices = deviceList.page;

/** Up to `max` devices of the partitions (export): the walk stops as soon as it holds `max`. */
export const listDevices = deviceList.list;

export type TallyFilter = Pick<DeviceFilter, 'typeId' | 'modelId' | 'saleStatus' | 'status'>;

function tallyQuery(p: DevicePartition, f: TallyFilter) {
  const q = DeviceTallyEntity.query.byPath({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.typeId !== undefined && op.eq(attr.typeId, f.typeId),
      f.modelId !== undefined && op.eq(attr.modelId, f.modelId),
      f.saleStatus && op.eq(attr.saleStatus, f.saleStatus),
      f.status && op.eq(attr.status, f.status),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

/**
 * The tallies of the partitions matching the filter (stock rows of the inventory screen): one item per
 * (organization, model, sale status, enabled status) in scope, however many devices there are.
 */
export async function listDeviceTallies(partitions: DevicePartition[], filter: TallyFilter = {}): Promise<DeviceTallyItem[]> {
  const rows: DeviceTallyItem[] = [];
  for (const p of partitions) rows.push(...(await tallyQuery(p, filter).go({ pages: 'all' })).data);
  return rows;
}

/** The number of devices of the partitions matching the filter, summed from the tallies (no device is read). */
export async function countDevicesByTallies(partitions: DevicePartition[], filter: TallyFilter): Promise<number> {
  return (await listDeviceTallies(partitions, filter)).reduce((sum, t) => sum + t.count, 0);
}

// ---- stock movements -----------------------------------------------------------------------------------------------

/** The history of one device (its stock movement lines), oldest first: one Query of the device index. */
export async function listDeviceMovements(deviceId: number): Promise<StockMovementItem[]> {
  return (await StockMovementEntity.query.byDevice({ deviceId }).go({ pages: 'all' })).data;
}

export interface MovementFilter {
  kind?: MovementKind;
  modelId?: number;
  /** Inclusive ISO lower bound and exclusive upper bound on the time. */
  from?: string;
  to?: string;
  /** Part of the serial number or product code (as typed, upper or lower case: the lines keep them as written)... */
  serial?: string;
  /** ...or the line is of one of these devices (found by the whole serial number or code; at most 100). */
  deviceIds?: number[];
}

const spellings = (text: string) => [...new Set([text, text.toUpperCase(), text.toLowerCase()])];

function movementQuery(p: DevicePartition, f: MovementFilter) {
  const q = StockMovementEntity.query.byPath({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.kind && op.eq(attr.kind, f.kind),
      f.modelId !== undefined && op.eq(attr.modelId, f.modelId),
      f.from && op.gte(attr.time, f.from),
      f.to && op.lt(attr.time, f.to),
      f.serial &&
        `(${[
          ...(f.deviceIds ?? []).slice(0, 100).map((id) => op.eq(attr.deviceId, id)),
          ...spellings(f.serial).flatMap((v) => [op.contains(attr.serialNumber, v), op.contains(attr.equipmentCode, v)]),
        ].join(' OR ')})`,
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const movementList = partitionedList(movementQuery, 'device.badCursor', { order: 'desc' });

/**
 * One cursor page of the stock movement lines of the partitions: within an organization newest first; a subtree
 * is read organization by organization (path order, descending), each newest first (docs/decisions/0013).
 */
export const pageStockMovements = movementList.page;

/**
 * How many movement lines of the partitions match the filter: a Select COUNT over the same Queries reading at most
 * LIST_COUNT_CAP + 1 lines (the first page's total, docs/decisions/0030).
 */
export const countStockMovements = movementList.count;

// ---- organization moves --------------------------------------------------------------------------------------------

/**
 * Rewrites the path of every device, tally and stock movement line under `from` onto `to` (an organization moved:
 * `completeMove`; `rebaseUnder`: conditional patches, re-runnable). The device version (`updateTime`) is kept, so an
 * edit that read the old path fails as a conflict rather than writing it back.
 */
export async function rebaseDevices(from: string, to: string): Promise<{ devices: number; tallies: number; movements: number }> {
  const devices = await rebaseUnder<Pick<DeviceItem, 'deviceId' | 'deptPath'>>(
    {
      page: (prefix, page) => DeviceEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['deviceId', 'deptPath'] }),
      pathOf: (d) => d.deptPath,
      patch: (d, deptPath) =>
        DeviceEntity.patch({ deviceId: d.deviceId })
          .set({ deptPath })
          .where((attr, op) => op.eq(attr.deptPath, d.deptPath))
          .go(),
    },
    from,
    to,
  );
  const tallies = await rebaseUnder<Pick<DeviceTallyItem, 'deptId' | 'modelId' | 'saleStatus' | 'status' | 'deptPath'>>(
    {
      page: (prefix, page) => DeviceTallyEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['deptId', 'modelId', 'saleStatus', 'status', 'deptPath'] }),
      pathOf: (t) => t.deptPath,
      patch: (t, deptPath) =>
        DeviceTallyEntity.patch({ deptId: t.deptId, modelId: t.modelId, saleStatus: t.saleStatus, status: t.status })
          .set({ deptPath })
          .where((attr, op) => op.eq(attr.deptPath, t.deptPath))
          .go(),
    },
    from,
    to,
  );
  const movements = await rebaseUnder<Pick<StockMovementItem, 'movementId' | 'deptPath' | 'time'>>(
    {
      page: (prefix, page) => StockMovementEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['movementId', 'deptPath', 'time'] }),
      pathOf: (m) => m.deptPath,
      // the time is part of the path index key: ElectroDB needs it to rebuild the key
      patch: (m, deptPath) =>
        StockMovementEntity.patch({ movementId: m.movementId })
          .set({ deptPath, time: m.time })
          .where((attr, op) => op.eq(attr.deptPath, m.deptPath))
          .go(),
    },
    from,
    to,
  );
  return { devices, tallies, movements };
}

/** Transaction item for the dept delete: the organization holds no device (its counter is absent or 0). */
export const assertDeptHasNoDevices = (counter: TransactionEntities['counter'], deptId: number) => assertCounterZero(counter, deptDevicesCounterName(deptId));
