/**
 * A device moving to another organization (docs/decisions/0018, "What hangs on a device when it moves"): what is
 * installed on it or bound to it must stay consistent with the data scope. Installed accessory and consumable records
 * that would end up outside their organization's subtree move along to the device's new organization; notify persons
 * and handlers bound to it must all still apply at the new place, else the move is refused. Both are written (or
 * checked) in the device's own transaction.
 */
import { accessoryChangeItems } from '../../data/access/accessories';
import { deviceDependents } from '../../data/access/device-dependents';
import type { DeviceItem, DeviceWriteOptions } from '../../data/access/devices';
import type { DeptItem } from '../../data/entities/dept-entity';
import { accessoriesMovingWith } from '../accessory/accessories-on-device';
import { assertBindingsFollow } from '../notify/device-bindings';

/**
 * The write options of moving `before` to `to` (nothing when its organization path stays): the dependents as read
 * (the transaction's condition) and the records moving along (more items of the same transaction).
 */
export async function deviceMoveOptions(before: DeviceItem, to: DeptItem, by: string, at: string): Promise<Pick<DeviceWriteOptions, 'dependents' | 'extra'>> {
  if (before.deptPath === to.deptPath) return {};
  const dependents = await deviceDependents(before.deviceId);
  await assertBindingsFollow(before, dependents.bindings, to.deptPath);
  const moving = await accessoriesMovingWith(before.deviceId, dependents.accessories, to, by, at);
  return { dependents, ...(moving.length ? { extra: (entities) => accessoryChangeItems(entities, moving) } : {}) };
}
