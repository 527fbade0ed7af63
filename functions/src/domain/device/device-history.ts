import type { DeviceHistoryRow } from '@aed/shared/schemas/device';
import { getDeviceModelsByIds } from '../../data/access/catalogue-reads';
import { listDeviceMovements } from '../../data/access/devices/stock-movements';
import type { Actor } from '../actor';
import { visibleDeptNames } from './device-queries';
import { visibleDevice } from './visible-device';

/**
 * The device's stock movement lines as its sales history and location change records (the sales module will add its
 * sale records): oldest first; of a transfer's two lines, the `in` line (it carries both sides). Organization names
 * outside the caller's scope are withheld ('').
 */
export async function deviceHistory(actor: Actor, deviceId: number): Promise<DeviceHistoryRow[]> {
  const device = await visibleDevice(actor, deviceId);
  const lines = (await listDeviceMovements(device.deviceId)).filter((l) => !(l.kind === 'transfer' && l.side === 'out'));
  const [names, models] = await Promise.all([
    visibleDeptNames(actor.scope, lines.flatMap((l) => [l.fromDeptId ?? 0, l.toDeptId ?? 0])),
    getDeviceModelsByIds(lines.flatMap((l) => [l.fromModelId ?? 0, l.toModelId ?? 0]).filter((id) => id > 0)),
  ]);
  const modelName = new Map(models.map((m) => [m.modelId, m.modelName]));
  return lines.map((l) => ({
    movementId: l.movementId,
    groupId: l.groupId,
    kind: l.kind,
    side: l.side,
    deviceId: l.deviceId,
    serialNumber: l.serialNumber,
    equipmentCode: l.equipmentCode ?? '',
    deptId: l.deptId,
    modelId: l.modelId,
    typeId: l.typeId,
    fromDeptId: l.fromDeptId ?? 0,
    toDeptId: l.toDeptId ?? 0,
    fromSaleStatus: l.fromSaleStatus ?? '',
    toSaleStatus: l.toSaleStatus ?? '',
    fromModelId: l.fromModelId ?? 0,
    toModelId: l.toModelId ?? 0,
    operator: l.operator ?? '',
    time: l.time,
    remark: l.remark ?? '',
    fromDeptName: names.get(l.fromDeptId ?? 0) ?? '',
    toDeptName: names.get(l.toDeptId ?? 0) ?? '',
    fromModelName: modelName.get(l.fromModelId ?? 0) ?? '',
    toModelName: modelName.get(l.toModelId ?? 0) ?? '',
  }));
}

