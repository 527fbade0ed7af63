import type { DeviceDetails } from '@aed/shared/schemas/device';
import type { Language } from '@aed/shared/constants/limits';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import { builtInMonitorItemName } from '@aed/shared/i18n/built-in/monitor-items';
import { shownText } from '@aed/shared/i18n/built-in/text';
import { getDeptsByIds } from '../../data/access/access-control';
import { deviceInScope, getDeviceById } from '../../data/access/devices/device-reads';
import type { DeviceItem } from '../../data/entities/device-entity';
import { getMonitorItemById } from '../../data/access/monitor-items';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { completeMove } from '../dept/dept-move';
import { toDeviceRecords } from './device-queries';

/*
 * One device the caller may see. Apart from the record mapping (device-queries.ts) because it finishes a half-done
 * organization move (dept-move.ts reaches every module's path rewrite): the device list does not need it.
 */

/**
 * A device the caller may see, or `device.notFound` ("Equipment not found"): missing, deleted and outside the data
 * scope are the same answer, so nothing leaks. An organization move left half-done is finished first, so the scope is
 * checked against the device's current path.
 */
export async function visibleDevice(actor: Pick<Actor, 'scope'>, deviceId: number): Promise<DeviceItem> {
  let device = await getDeviceById(deviceId);
  if (device) {
    const [dept] = await getDeptsByIds([device.deptId]);
    if (dept?.pendingMove) {
      await completeMove(dept.deptId, dept.pendingMove);
      device = await getDeviceById(deviceId);
    }
  }
  if (!device || !deviceInScope(actor.scope, device)) throw AppError.of(DEVICE_ERRORS, 'device.notFound');
  return device;
}

/** A device with its monitoring items (a reserved preset named in the caller's language, as the device form offers it). */
export async function getDeviceInfo(actor: Actor, deviceId: number, language: Language): Promise<DeviceDetails> {
  const device = await visibleDevice(actor, deviceId);
  const [record] = await toDeviceRecords([device]);
  const items = await Promise.all((device.monitorItemIds ?? []).map((id) => getMonitorItemById(id)));
  const monitorItems = items
    .filter((i) => !!i)
    .map((i) => ({ itemId: i.itemId, itemCode: i.itemCode, itemName: shownText(builtInMonitorItemName(i), i.itemName, language), itemType: i.itemType, status: i.status }));
  return { ...record!, monitorItems };
}

