import type { ErrorRef } from '../../lib/app-error';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { listScope } from '../list-scope';
import { scopeQueries, narrowScope } from '../../data/data-scope';
import { deptInScope } from '../dept/dept-in-scope';
import { MAX_BINDING_DEVICE_OPTIONS, type BindingDeviceOption, type BindingDeviceOptionsQuery, type ResolveLevel } from '@aed/shared/schemas/notify';
import { devicePartitionsOf, listDevices } from '../../data/access/devices/device-lists';
import { deviceForBinding, deviceLabelOf, type BindingDevice } from './device-lookup';

/**
 * What a notify person or a handler assignment is bound to (docs/decisions/0019): an organization in the caller's
 * scope, optionally one device of that organization or below it (`deviceId` 0 = the whole organization).
 */
export interface BindingTarget {
  dept: DeptItem;
  deviceId: number;
  device: BindingDevice | null;
}

export async function bindingTarget(actor: Actor, deptId: number, deviceId: number, outsideCode: ErrorRef): Promise<BindingTarget> {
  const dept = await deptInScope(actor, deptId);
  if (deviceId === 0) return { dept, deviceId: 0, device: null };
  const device = await deviceForBinding(actor, deviceId);
  if (!device.deptPath.startsWith(dept.deptPath)) throw new AppError(outsideCode);
  return { dept, deviceId, device };
}

/**
 * The Query partitions of a list: the caller's data scope, narrowed to the organization picked in the tree (and
 * below). Each is a key-prefix Query of the records' organization-path index. "Only own" (scope 5) holds no such
 * records: they belong to organizations, not to users.
 */
export async function listPartitions(actor: Actor, deptId: number | undefined): Promise<{ prefix: string; subtree: boolean }[]> {
  return scopeQueries((await listScope(actor, deptId)).scope);
}

/** "0,100,105,1005," -> ["0,100,105,1005,", "0,100,105,", "0,100,"]: the organization and its ancestors, nearest first. */
export function pathAndAncestors(deptPath: string): string[] {
  const ids = deptPath.split(',').filter(Boolean);
  const out: string[] = [];
  for (let n = ids.length; n >= 2; n--) out.push(`${ids.slice(0, n).join(',')},`);
  return out;
}

/**
 * Who applies to a device or an organization (decision 0019):
 * 1. device level: the records bound to the device, at its organization or any organization above it (an agent
 *    may bind its own people to a device it sold to a customer), all of them;
 * 2. else organization level: the whole-organization records of the nearest organization on the way up (the
 *    device's own organization, then its parent, ...) that has any usable one;
 * 3. else none.
 * `usable` drops records that do not apply now (disabled person, ineligible handler, another event).
 */
export async function resolveBindings<T>(
  deptPath: string,
  deviceId: number | undefined,
  read: (deptPath: string, deviceId: number) => Promise<T[]>,
  usable: (rows: T[]) => Promise<T[]>,
): Promise<{ level: ResolveLevel; deptPath: string; rows: T[] }> {
  const paths = pathAndAncestors(deptPath);
  if (deviceId !== undefined && deviceId > 0) {
    const bound = await usable((await Promise.all(paths.map((p) => read(p, deviceId)))).flat());
    if (bound.length) return { level: 'device', deptPath, rows: bound };
  }
  const levels = await Promise.all(paths.map((p) => read(p, 0)));
  for (let i = 0; i < paths.length; i++) {
    const rows = await usable(levels[i]);
    if (rows.length) return { level: 'organization', deptPath: paths[i], rows };
  }
  return { level: 'none', deptPath, rows: [] };
}

/**
 * The binding form's device picker: devices of the organization and below, in the caller's scope (key-prefix Queries
 * of the devices' path index, the devices module's list), at most MAX_BINDING_DEVICE_OPTIONS.
 */
export async function bindingDeviceOptions(actor: Actor, query: BindingDeviceOptionsQuery): Promise<BindingDeviceOption[]> {
  const dept = await deptInScope(actor, query.deptId);
  const partitions = devicePartitionsOf(narrowScope(actor.scope, dept.deptPath, true, actor.deptPath));
  const devices = await listDevices(partitions, { keyword: query.keyword?.toLowerCase() }, MAX_BINDING_DEVICE_OPTIONS);
  return devices.map((d) => ({ deviceId: d.deviceId, deptId: d.deptId, label: deviceLabelOf(d) }));
}
