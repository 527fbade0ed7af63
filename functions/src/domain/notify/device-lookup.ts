import { getDeviceById, getDeviceInScope, getDevicesByIds } from '../../data/access/devices/device-reads';
import { type DeviceItem } from '../../data/entities/device-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';

/** What a binding needs to know of a device. */
export interface BindingDevice {
  deviceId: number;
  deptPath: string;
  /** "<name> (<serial number>)", shown in lists. */
  label: string;
}

export const deviceLabelOf = (d: Pick<DeviceItem, 'equipmentName' | 'serialNumber'>) => `${d.equipmentName} (${d.serialNumber})`;
const toBindingDevice = (d: DeviceItem): BindingDevice => ({ deviceId: d.deviceId, deptPath: d.deptPath, label: deviceLabelOf(d) });

/** The device if it exists and lies in the caller's data scope (the devices module's scoped read), else `device.notFound`. */
export async function deviceForBinding(actor: Actor, deviceId: number): Promise<BindingDevice> {
  const device = await getDeviceInScope(actor.scope, deviceId);
  if (!device) throw AppError.of(DEVICE_ERRORS, 'device.notFound');
  return toBindingDevice(device);
}

/** Labels of devices by id (missing ones absent), for list rows: one batch read. */
export async function deviceLabels(deviceIds: readonly number[]): Promise<Map<number, string>> {
  return new Map((await getDevicesByIds([...deviceIds])).map((d) => [d.deviceId, deviceLabelOf(d)]));
}

/** A device as the system sees it (no caller): for the resolvers used by monitoring and work orders. */
export async function deviceById(deviceId: number): Promise<BindingDevice | null> {
  const device = await getDeviceById(deviceId);
  return device ? toBindingDevice(device) : null;
}
