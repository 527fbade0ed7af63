/**
 * A device moving to another organization (docs/decisions/0018, "What hangs on a device when it moves"): what is
 * installed on it or bound to it must stay consistent with the data scope. Installed accessory and consumable records
 * that would end up outside their organization's subtree move along to the device's new organization; notify persons
 * and handlers bound to it must all still apply at the new place, else the move is refused. Both are written (or
 * checked) in the device's own transaction.
 * A device taking another model (docs/decisions/0023): every consumable installed on it must follow the new model's
 * rules, else the change is refused; the transaction checks the records and the model are still as read.
 */
import { accessoryChangeItems, assertInstalledUnchanged } from '../../data/access/accessories';
import { deviceDependents } from '../../data/access/device-dependents';
import type { DeviceItem } from '../../data/entities/device-entity';
import type { DeviceWriteOptions } from '../../data/access/devices/device-writes';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { DeviceModelItem } from '../../data/entities/device-model-entity';
import { assertConsumablesFitModel, installedRecords, recordsMovingWith } from '../accessory/accessories-on-device';
import { assertBindingsFollow } from '../notify/device-bindings';

type ChangeOptions = Pick<DeviceWriteOptions, 'dependents' | 'extra' | 'modelVersion'>;

/**
 * The write options of moving `before` to `to` (nothing when its organization path stays): the dependents as read
 * (the transaction's condition) and the records moving along (more items of the same transaction).
 */
export async function deviceMoveOptions(before: DeviceItem, to: DeptItem, by: string, at: string): Promise<Pick<DeviceWriteOptions, 'dependents' | 'extra'>> {
  const { modelVersion: _none, ...options } = await deviceChangeOptions(before, to, null, by, at);
  return options;
}

/**
 * The write options of a device edit: `before` goes to organization `to` and, when `model` is another one than it has,
 * takes that model (nothing when neither changes). Refused while bindings would no longer apply (a move) or while an
 * installed consumable would break the new model's rules (a model change). The transaction then checks:
 * - the dependents counters still hold what was read (an install, a removal or a binding meanwhile: `common.conflict`);
 * - on a model change, each installed record is still as read (an edit of its expiry or kind meanwhile) and the new
 *   model still has the version read (its consumables edited meanwhile): `common.conflict`.
 */
export async function deviceChangeOptions(before: DeviceItem, to: DeptItem, model: DeviceModelItem | null, by: string, at: string): Promise<ChangeOptions> {
  const moving = before.deptPath !== to.deptPath;
  const newModel = model && model.modelId !== before.modelId ? model : null;
  if (!moving && !newModel) return {};
  const dependents = await deviceDependents(before.deviceId);
  if (moving) await assertBindingsFollow(before, dependents.bindings, to.deptPath);
  const records = await installedRecords(before.deviceId, dependents.accessories);
  if (newModel) assertConsumablesFitModel(records, newModel);
  const movingAlong = moving ? await recordsMovingWith(records, to, by, at) : [];
  // records that move along are written conditioned on their version already; the others are checked as read
  const checked = newModel ? records.filter((a) => !movingAlong.some((c) => c.before?.accessoryId === a.accessoryId)) : [];
  const extra: DeviceWriteOptions['extra'] =
    movingAlong.length || checked.length ? (entities) => [...accessoryChangeItems(entities, movingAlong), ...assertInstalledUnchanged(entities, checked)] : undefined;
  return { dependents, ...(extra ? { extra } : {}), ...(newModel ? { modelVersion: newModel.updateTime } : {}) };
}
