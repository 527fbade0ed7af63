/**
 * Notify persons and handler assignments bound to one device (docs/decisions/0018, 0019), for a device moving to
 * another organization. A record is bound at the device's organization or one above it (an agent's engineer for a
 * device it sold to its customer). Its target never changes (decision 0019), and moving it along would hand one
 * organization's people and contact details to another; deleting it silently would drop deliberate set-up. So a
 * device may move only where every record bound to it still applies: to an organization at or below each of theirs.
 */
import { listHandlerAssignmentsOfTarget } from '../../data/access/handler-assignments';
import { listNotifyPersonsOfTarget } from '../../data/access/notify-persons';
import { AppError } from '../../lib/app-error';
import { pathAndAncestors } from './binding-target';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';

/** The organization paths of the records bound to the device found at its organization and above (2 Queries per level). */
async function boundAt(deviceId: number, deptPath: string): Promise<string[]> {
  const levels = pathAndAncestors(deptPath);
  const found = await Promise.all(levels.flatMap((p) => [listNotifyPersonsOfTarget(p, deviceId), listHandlerAssignmentsOfTarget(p, deviceId)]));
  return found.flat().map((r) => r.deptPath);
}

/**
 * Refuses moving a device with `bound` records (its counter, as read) to `toPath` unless each of them lies at or above
 * it (`device.bindingsOutside {serial, count}`: how many would be left behind). A record bound elsewhere (say, left
 * behind by an organization move) is found nowhere on the way up, and counts as left behind too. The device's
 * transaction checks the counter still holds `bound`, so a binding added meanwhile fails the move.
 */
export async function assertBindingsFollow(device: { deviceId: number; deptPath: string; serialNumber: string }, bound: number, toPath: string): Promise<void> {
  if (bound === 0) return;
  const staying = (await boundAt(device.deviceId, device.deptPath)).filter((p) => toPath.startsWith(p)).length;
  if (staying < bound) throw AppError.of(DEVICE_ERRORS, 'device.bindingsOutside', { serial: device.serialNumber, count: bound - staying });
}
