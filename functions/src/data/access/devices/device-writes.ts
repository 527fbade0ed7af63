/**
 * Device writes (docs/decisions/0013, 0018). Every device write is ONE transaction holding the device, its unique key
 * markers, the usage counters of the catalogue records it references (`use#type`, `use#model`, `use#monitor`), the
 * tally of its (organization, model, sale status, enabled status), the organization's device counters (all / enabled,
 * the quota), the stock movement lines of the change and the conditions of the device rules (device-rules.ts).
 * Nothing can drift and a concurrent write cannot slip past a check.
 *
 * The item budget of a device write: per device its record, up to 3 markers (created or released), its movement
 * lines (1-2) and, on a delete, 3 condition checks (sales records, installed accessories, bindings): at most 8 per
 * deleted device. Shared by the devices of one call: per model its usage counters (and checks when given anew: 2-4),
 * per monitoring item its counter (<= 20 on one device), the tallies (<= 8 per organization and model) and the
 * organization counters (2 per organization). So MAX_DEVICES_PER_DELETE (8) devices of one model and organization
 * always fit (8 x 8 + 32 = 96); a call mixing many models, monitoring items or organizations may not, and is refused
 * whole (`device.tooManyChanges`), within DynamoDB's 100 items.
 */
import type { DeviceStatus } from '@aed/shared/schemas/device';
import { AppError, errorRef } from '../../../lib/app-error';
import { timeId } from '../../../lib/time';
import type { DeviceItem } from '../../entities/device-entity';
import { moveCounter } from '../counters';
import { DEPENDENT_KINDS, NO_DEPENDENTS, assertDependentCount, type DeviceDependents } from '../device-dependents';
import { writeTransaction, type AddItem, type TransactionEntities, type TransactionEntityMap, type WriteOp } from '../transactions';
import { releaseMarker, takeMarker } from '../unique-markers';
import { usageCounterName } from '../usage-counters';
import { planDeviceChanges, type DeviceChange, type Movement } from './device-change-plan';
import { deptDevicesCounterName, deptEnabledDevicesCounterName } from './device-counters';
import { DEVICE_KEYS, type DeviceKey } from './device-keys';
import { deviceSearchText } from './device-lists';
import { MODEL_OFFERED, MONITOR_ITEM_OFFERED, NOTHING_HANGS_ON, NO_SALES_RECORD, PLACEMENT, WITHIN_QUOTA, addRule, type DeptGuard, type RulePart } from './device-rules';
import { DeviceEntity } from '../../entities/device-entity';
import { DeviceTallyEntity } from '../../entities/device-tally-entity';
import { StockMovementEntity } from '../../entities/stock-movement-entity';
import { DeviceModelEntity } from '../../entities/device-model-entity';
import { ProductTypeEntity } from '../../entities/product-type-entity';
import { MonitorItemEntity } from '../../entities/monitor-item-entity';
import { ACCESSORY_WRITE_ENTITIES } from '../accessories';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import type { LicenceActivation } from '../licences';

/**
 * What device transactions write or check: the devices, their keys, tallies, counters and stock movements, the
 * models, types and monitoring items they take, their organizations, and the accessories that move with them
 * (`extra`, domain/device/device-move.ts).
 */
const DEVICE_WRITE_ENTITIES = {
  ...ACCESSORY_WRITE_ENTITIES,
  device: DeviceEntity,
  deviceTally: DeviceTallyEntity,
  stockMovement: StockMovementEntity,
  deviceModel: DeviceModelEntity,
  productType: ProductTypeEntity,
  monitorItem: MonitorItemEntity,
};

export interface DeviceWriteOptions {
  /** Remark stored on the stock movement lines of the change (e.g. the sale that caused it). */
  movementRemark?: string;
  /**
   * More items for the same transaction (the sales module's sale record and its `device-sale` counter). They are
   * refused as `common.conflict` unless the caller maps its own parts.
   */
  extra?: (entities: TransactionEntities) => WriteOp[];
  /** The entities `extra` writes besides the device's own (by their transaction names: `{ sale: SaleEntity }`). */
  extraEntities?: TransactionEntityMap;
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
  /**
   * The licences the write activates (decision 0041: `planLicenceActivation` of data/access/licences.ts, for the
   * devices it enables): their items join the transaction, a refused one is answered by the activation's own judge.
   */
  licences?: LicenceActivation;
}

/**
 * The parts of a device transaction: plain guards of what was read (refused: `common.conflict`), the unique keys
 * (refused: the key's code) and the device rules (refused: the rule's judge on the records read again).
 */
type Part = 'device' | 'release' | 'dependentsAsRead' | 'count' | 'tally' | 'movement' | 'extra' | { key: DeviceKey } | RulePart;

/** The record of one change, unchanged since read (version and path), with the conditions of a delete or a move. */
function addRecord(entities: TransactionEntities, add: AddItem<Part>, { before, after }: DeviceChange, options: DeviceWriteOptions): void {
  const { device, counter } = entities;
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
      for (const kind of DEPENDENT_KINDS) add('dependentsAsRead', assertDependentCount(counter, kind, before.deviceId, expected[kind]) as WriteOp);
    }
  } else if (before) {
    add(
      'device',
      device
        .delete({ deviceId: before.deviceId })
        .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
        .commit() as WriteOp,
    );
    // NOT_SOLD_OR_LEASED is held by the delete's own condition above (the device as read, so its sale status too)
    addRule(entities, add, NO_SALES_RECORD, { device: before });
    for (const kind of DEPENDENT_KINDS) addRule(entities, add, NOTHING_HANGS_ON, { device: before, kind });
  }
}

/** The unique key markers a change takes (refused when taken) and releases. */
function addKeys({ unique }: TransactionEntities, add: AddItem<Part>, { before, after }: DeviceChange): void {
  const owner = String((after ?? before)!.deviceId);
  for (const key of DEVICE_KEYS) {
    const from = before ? key.markerOf(before) : null;
    const to = after ? key.markerOf(after) : null;
    if (from?.value === to?.value) continue;
    if (to) add({ key }, takeMarker(unique, to, owner));
    if (from) add('release', releaseMarker(unique, from, owner));
  }
}

function movementItem({ stockMovement }: TransactionEntities, m: Movement, movementId: string, groupId: string, at: string, by: string, remark: string): WriteOp {
  const { before, after, device: d } = m;
  return stockMovement
    .create({
      movementId,
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
      remark,
    })
    .commit() as WriteOp;
}

/** The answer to a refused device transaction, from its first refused part. */
async function refusal(part: Part | undefined): Promise<AppError> {
  if (!part || typeof part === 'string') return new AppError('common.conflict');
  if ('key' in part) return new AppError(part.key.taken);
  return part.answer();
}

/** Builds and runs the one transaction of a set of device changes. */
async function writeDeviceChanges(changes: DeviceChange[], guards: Map<number, DeptGuard>, at: string, by: string, options: DeviceWriteOptions = {}): Promise<void> {
  const plan = planDeviceChanges(changes, guards);
  const groupId = timeId();
  const refused = await writeTransaction<Part>(
    { ...DEVICE_WRITE_ENTITIES, ...(options.extraEntities ?? {}), ...(options.licences?.devices.length ? options.licences.entities : {}) },
    (entities, add) => {
      for (const change of changes) {
        addRecord(entities, add, change, options);
        addKeys(entities, add, change);
      }
      for (const [modelId, typeId] of plan.models) {
        // the version only for a single device taking another model (its installed consumables were checked against it)
        const version = changes.length === 1 && changes[0]!.after?.modelId === modelId ? options.modelVersion : undefined;
        addRule(entities, add, MODEL_OFFERED, { modelId, typeId, version });
      }
      for (const itemId of plan.monitorItems) addRule(entities, add, MONITOR_ITEM_OFFERED, { itemId });
      for (const u of plan.usage) add('count', moveCounter(entities.counter, usageCounterName(u.kind, u.id), u.delta));
      for (const t of plan.tallies) {
        // upsert: the first device of a combination creates its tally with every key (an update would leave it off gsi1)
        add('tally', entities.deviceTally.upsert({ ...t.key, deptPath: t.deptPath, typeId: t.typeId }).add({ count: t.delta }).commit() as WriteOp);
      }
      for (const [deptId, delta] of plan.held) add('count', moveCounter(entities.counter, deptDevicesCounterName(deptId), delta));
      for (const [deptId, delta] of plan.enabled) {
        const guard = guards.get(deptId);
        if (delta < 0 || !guard || guard.equipmentQuota === null) {
          add('count', moveCounter(entities.counter, deptEnabledDevicesCounterName(deptId), delta));
          continue;
        }
        // more than the whole quota in one call: refused before anything is sent
        const beyond = WITHIN_QUOTA.judge({ dept: guard, enabling: delta }, 0);
        if (beyond) throw beyond;
        addRule(entities, add, WITHIN_QUOTA, { dept: guard, enabling: delta });
      }
      for (const { guard, enabling } of plan.placements.values()) addRule(entities, add, PLACEMENT, { dept: guard, enabling });
      plan.movements.forEach((m, i) => add('movement', movementItem(entities, m, `${groupId}-${i}`, groupId, at, by, options.movementRemark ?? '')));
      for (const op of options.extra?.(entities) ?? []) add('extra', op);
      if (options.licences?.devices.length) options.licences.addTo(entities, add);
    },
    { tooMany: errorRef(DEVICE_ERRORS, 'device.tooManyChanges') },
  );
  if (refused) throw await refusal(refused.part);
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
export async function setDevicesStatus(items: DeviceItem[], status: DeviceStatus, guards: DeptGuard[], at: string, by: string, options?: DeviceWriteOptions): Promise<void> {
  await writeDeviceChanges(
    items.map((before) => ({ before, after: { ...before, status, updateTime: at, updateBy: by } })),
    guardMap(guards),
    at,
    by,
    options,
  );
}
