/**
 * The accessory and consumable records installed on a device, when the device changes (docs/decisions/0018, 0020,
 * 0023).
 * - It moves to another organization: a record is installed on a device of its organization or below it; a device
 *   moving out of that subtree takes its records along: the parts are physically in it, and a record left with the old
 *   organization would be listed, changed and expiry-reminded there for a device it no longer sees. Records whose
 *   organization still lies at or above the device's new one stay where they are (an agent's pads in an AED it sold
 *   to its own customer).
 * - It takes another model: every consumable installed on it must still follow the new model's rules ("expiry not
 *   above the maximum validity": a kind the model takes, expiry at most start + that kind's rated life), else the
 *   change is refused naming what breaks.
 */
import { MAX_ACCESSORIES_PER_DEVICE, maxExpiryOf } from '@aed/shared/schemas/accessory';
import { findDuplicate, getAccessoriesByIds, listDeviceAccessories, type AccessoryChange, type AccessoryItem } from '../../data/access/accessories';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { DeviceModelItem } from '../../data/entities/device-model-entity';
import { AppError } from '../../lib/app-error';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';

/**
 * The records installed on `deviceId` now (`installed` of them, as its counter read), read by key. The device index is
 * eventually consistent: the records are read again by key and compared with the counter (`common.conflict` when
 * they differ: something was installed or removed meanwhile).
 */
export async function installedRecords(deviceId: number, installed: number): Promise<AccessoryItem[]> {
  if (installed === 0) return [];
  const listed = await listDeviceAccessories(deviceId, 'installed', Math.max(installed, MAX_ACCESSORIES_PER_DEVICE));
  const records = (await getAccessoriesByIds(listed.map((a) => a.accessoryId))).filter((a) => a.status === 'installed' && a.deviceId === deviceId);
  if (records.length !== installed) throw new AppError('common.conflict');
  return records;
}

/**
 * The changes that move along `records` (installed on the device) whose organization does not lie at or above `to`.
 * Each goes to `to`, keeping everything else; its duplicate key must be free there (`device.accessoryDuplicate`). The
 * device's transaction writes them (`accessoryChangeItems`) with the check that the device still holds as many
 * records as read, so a concurrent install or removal fails the move.
 */
export async function recordsMovingWith(records: readonly AccessoryItem[], to: Pick<DeptItem, 'deptId' | 'deptPath' | 'deptName'>, by: string, at: string): Promise<AccessoryChange[]> {
  const changes: AccessoryChange[] = [];
  for (const before of records.filter((a) => !to.deptPath.startsWith(a.deptPath))) {
    const after = { ...before, deptId: to.deptId, deptPath: to.deptPath, updateBy: by, updateTime: at };
    const owner = await findDuplicate(after);
    if (owner !== null && owner !== before.accessoryId) throw AppError.of(DEVICE_ERRORS, 'device.accessoryDuplicate', { code: before.code, dept: to.deptName });
    changes.push({ before, after });
  }
  return changes;
}

/**
 * A device may take `model` only if every consumable installed on it follows that model's rules (decision 0020's
 * "expiry not above the maximum validity", decision 0023): its kind is one the model takes
 * (`device.consumablesNotForModel`) and it expires at the latest at its start date plus that kind's rated life on the
 * model (`device.consumablesAboveMax`). The refusal counts the records breaking the rule and names the first (soonest
 * expiring). Accessories (no rated life) do not depend on the model.
 */
export function assertConsumablesFitModel(records: readonly AccessoryItem[], model: Pick<DeviceModelItem, 'modelName' | 'consumables'>): void {
  const consumables = records.filter((a) => a.category === 'consumable').sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || a.accessoryId - b.accessoryId);
  const lifeOf = (kind: string) => (model.consumables ?? []).find((c) => c.kind === kind)?.ratedLifeMonths;
  const notTaken = consumables.filter((a) => lifeOf(a.kind) === undefined);
  if (notTaken.length) throw AppError.of(DEVICE_ERRORS, 'device.consumablesNotForModel', { model: model.modelName, count: notTaken.length, code: notTaken[0]!.code });
  const tooLate = consumables.filter((a) => a.expiryDate > maxExpiryOf(a.startDate, lifeOf(a.kind)!));
  if (tooLate.length) {
    const first = tooLate[0]!;
    const months = lifeOf(first.kind)!;
    throw AppError.of(DEVICE_ERRORS, 'device.consumablesAboveMax', { model: model.modelName, count: tooLate.length, code: first.code, months, max: maxExpiryOf(first.startDate, months) });
  }
}
