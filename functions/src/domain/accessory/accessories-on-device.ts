/**
 * The accessory and consumable records installed on a device, when the device moves to another organization
 * (docs/decisions/0018, 0020). A record is installed on a device of its organization or below it; a device moving out
 * of that subtree takes its records along: the parts are physically in it, and a record left with the old organization
 * would be listed, changed and expiry-reminded there for a device it no longer sees. Records whose organization still
 * lies at or above the device's new one stay where they are (an agent's pads in an AED it sold to its own customer).
 */
import { MAX_ACCESSORIES_PER_DEVICE } from '@aed/shared/schemas/accessory';
import { findDuplicate, getAccessoriesByIds, listDeviceAccessories, type AccessoryChange } from '../../data/access/accessories';
import type { DeptItem } from '../../data/entities/dept-entity';
import { AppError } from '../app-error';

/**
 * The changes that move along the records installed on `deviceId` (`installed` of them, as its counter read) whose
 * organization does not lie at or above `to`. Each goes to `to`, keeping everything else; its duplicate key must be
 * free there (`device.accessoryDuplicate`). The device's transaction writes them (`accessoryChangeItems`) with the
 * check that the device still holds `installed` records, so a concurrent install or removal fails the move.
 */
export async function accessoriesMovingWith(deviceId: number, installed: number, to: Pick<DeptItem, 'deptId' | 'deptPath' | 'deptName'>, by: string, at: string): Promise<AccessoryChange[]> {
  if (installed === 0) return [];
  // the device index is eventually consistent: read the records again by key and compare with the counter
  const listed = await listDeviceAccessories(deviceId, 'installed', Math.max(installed, MAX_ACCESSORIES_PER_DEVICE));
  const records = (await getAccessoriesByIds(listed.map((a) => a.accessoryId))).filter((a) => a.status === 'installed' && a.deviceId === deviceId);
  if (records.length !== installed) throw new AppError('common.conflict');
  const changes: AccessoryChange[] = [];
  for (const before of records.filter((a) => !to.deptPath.startsWith(a.deptPath))) {
    const after = { ...before, deptId: to.deptId, deptPath: to.deptPath, updateBy: by, updateTime: at };
    const owner = await findDuplicate(after);
    if (owner !== null && owner !== before.accessoryId) throw new AppError('device.accessoryDuplicate', { code: before.code, dept: to.deptName });
    changes.push({ before, after });
  }
  return changes;
}
