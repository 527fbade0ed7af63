import type { Actor } from '../actor';
import { AppError } from '../app-error';

/** What a binding needs to know of a device. */
export interface BindingDevice {
  deviceId: number;
  deptPath: string;
  /** "<name> (<serial number>)", shown in lists. */
  label: string;
}

/**
 * The device `deviceId` if it exists and lies in the caller's data scope, else `device.notFound`.
 * PENDING: wired to the devices module's data layer once it is merged (decision 0019).
 */
export async function deviceForBinding(_actor: Actor, _deviceId: number): Promise<BindingDevice> {
  throw new AppError('common.notFound');
}

/** Labels of devices by id (missing ones absent), for list rows. */
export async function deviceLabels(_deviceIds: readonly number[]): Promise<Map<number, string>> {
  return new Map();
}

/** A device as the system sees it (no caller): for the resolvers used by monitoring and work orders. */
export async function deviceById(_deviceId: number): Promise<BindingDevice | null> {
  return null;
}
