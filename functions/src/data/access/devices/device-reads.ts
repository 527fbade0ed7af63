import { scopeCovers, type DataScope } from '../../data-scope';
import { DeviceEntity, type DeviceItem } from '../../entities/device-entity';

export async function getDeviceById(deviceId: number): Promise<DeviceItem | null> {
  return (await DeviceEntity.get({ deviceId }).go({ consistent: true })).data;
}

export async function getDevicesByIds(deviceIds: number[]): Promise<DeviceItem[]> {
  if (!deviceIds.length) return [];
  const { data } = await DeviceEntity.get(deviceIds.map((deviceId) => ({ deviceId }))).go({ consistent: true });
  return data;
}

/** Does the caller's data scope cover the device? (Devices have no owner user: "only own" covers none.) */
export const deviceInScope = (scope: DataScope, device: Pick<DeviceItem, 'deptPath'>) => scopeCovers(scope, device.deptPath);

/** A device the scope covers (its organization's path lies in it), else null: out of scope is "does not exist". */
export async function getDeviceInScope(scope: DataScope, deviceId: number): Promise<DeviceItem | null> {
  const device = await getDeviceById(deviceId);
  return device && deviceInScope(scope, device) ? device : null;
}
