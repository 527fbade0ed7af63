/**
 * Devices (product basic information): the rules of device-lifecycle spec sections 4 and 5 (docs/decisions/0018).
 * Field rules live in the shared schema (`shared/src/schemas/device.ts`) and run on every request and import row;
 * this module adds what needs the data: data scope, catalogue state, organization type and quota, sales records.
 */
import { refreshRunningStatus } from '../iot/running-status-refresh';
import { PERMISSIONS, hasPermission } from '@aed/shared/permissions/permissions';
import {
  DEVICE_DISABLED,
  DEVICE_ENABLED,
  type AddDeviceBody,
  type ChangeDeviceStatusBody,
  type DeviceFields,
  type DeviceRecord,
  type UpdateDeviceBody,
} from '@aed/shared/schemas/device';
import { LIMITS } from '@aed/shared/constants/limits';
import { getDeptsByIds } from '../../data/access/access-control';
import { getDeviceModel } from '../../data/access/catalogue-reads';
import { ENABLED_ONLY_WHEN_SOLD, MODEL_OFFERED, MONITOR_ITEM_OFFERED, NOTHING_HANGS_ON, NOT_SOLD_OR_LEASED, NO_SALES_RECORD, WITHIN_QUOTA, assertRule, checkRule, type DeptGuard } from '../../data/access/devices/device-rules';
import { createDevice, deleteDevices, setDevicesStatus, updateDevice } from '../../data/access/devices/device-writes';
import { type DeviceItem } from '../../data/entities/device-entity';
import { DEPENDENT_KINDS, deviceDependents } from '../../data/access/device-dependents';
import { nextId } from '../../data/access/ids';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { DeviceModelItem } from '../../data/entities/device-model-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { deviceChangeOptions } from './device-move';
import { visibleDept } from '../dept/visible-dept';
import { toDeviceRecords } from './device-queries';
import { visibleDevice } from './visible-device';
import { DEVICE_MODEL_ERRORS } from '@aed/shared/errors/device-model-errors';
import { prepareLicenceActivation, type LicenceActivation } from '../licence/licence-activation';

// ---- rules ---------------------------------------------------------------------------------------------------------

/** The default organization (the platform operator) has no equipment quota (decision 0009). */
const quotaOf = (d: Pick<DeptItem, 'deptId' | 'parentId' | 'equipmentQuota'>): number | null =>
  d.parentId === 0 || d.deptId === LIMITS.defaultDeptId ? null : (d.equipmentQuota ?? 0);

export const deptGuardOf = (d: DeptItem): DeptGuard => ({
  deptId: d.deptId,
  deptPath: d.deptPath,
  deptName: d.deptName,
  deptType: d.deptType,
  equipmentQuota: quotaOf(d),
});

/** The organization a device is put in: it must lie in the caller's data scope (else `dept.notFound`). */
async function placementOf(actor: Actor, deptId: number): Promise<DeptItem> {
  return visibleDept(actor, deptId);
}

/**
 * The model a device gets. A model given anew must be offered (exists, enabled, of an enabled type: `MODEL_OFFERED`,
 * which the transaction checks again); a device keeps the model it has even if it was disabled since.
 */
async function modelFor(modelId: number, isNew: boolean): Promise<DeviceModelItem> {
  if (!isNew) {
    const model = await getDeviceModel(modelId);
    if (!model) throw AppError.of(DEVICE_MODEL_ERRORS, 'deviceModel.notFound');
    return model;
  }
  const read = await MODEL_OFFERED.read({ modelId });
  assertRule(MODEL_OFFERED, { modelId }, read);
  return read.model!;
}

/** Monitoring items given anew must be offered (the transaction checks the same against races). */
async function checkNewMonitorItems(ids: number[], before: number[]): Promise<void> {
  for (const itemId of ids.filter((i) => !before.includes(i))) await checkRule(MONITOR_ITEM_OFFERED, { itemId });
}

/**
 * Enabling or disabling is its own right (`product:device:status`): an add or modify that sets another enabled status
 * than the device has (new devices: disabled) needs it too, so the add / edit rights cannot enable devices.
 */
function assertMayChangeStatus(actor: Actor, from: DeviceItem['status'], to: DeviceItem['status']): void {
  if (from !== to && !hasPermission(actor.permissions, PERMISSIONS.device.status)) throw new AppError('common.forbidden');
}

/** "Enabling more devices than are available is refused" (checked now for the message; the transaction enforces it). */
async function assertQuota(guard: DeptGuard, enabling: number): Promise<void> {
  if (enabling > 0 && guard.equipmentQuota !== null) await checkRule(WITHIN_QUOTA, { dept: guard, enabling });
}

/**
 * "Enabling needs a licence" (decision 0041): the devices a write enables take one each from their pool (none for a
 * device that already holds one), planned now (`licence.notEnough` / `licence.enabledExceedsAvailable`, nothing
 * written) and consumed in the device write's own transaction.
 */
async function licencesFor(enabling: Pick<DeviceItem, 'deviceId' | 'deptId' | 'deptPath' | 'serialNumber'>[], by: string): Promise<LicenceActivation | undefined> {
  return enabling.length ? prepareLicenceActivation(enabling, by) : undefined;
}

const itemFields = (body: DeviceFields) => ({
  equipmentCode: body.equipmentCode,
  equipmentName: body.equipmentName,
  serialNumber: body.serialNumber,
  iotCode: body.iotCode,
  modelId: body.modelId,
  deptId: body.deptId,
  status: body.status,
  saleStatus: body.saleStatus,
  purchaseDate: body.purchaseDate,
  productionDate: body.productionDate,
  outboundDate: body.outboundDate,
  warrantyDate: body.warrantyDate,
  reservedInstallDate: body.reservedInstallDate,
  adultShock: body.adultShock,
  childShock: body.childShock,
  batteryVoltages: body.batteryVoltages,
  ...(body.chargeTimeSeconds === null ? {} : { chargeTimeSeconds: body.chargeTimeSeconds }),
  monitorItemIds: body.monitorItemIds,
  remark: body.remark,
});

// ---- writes --------------------------------------------------------------------------------------------------------

/** Registers a device (also what the copy action and the import call). */
export async function addDevice(actor: Actor, body: AddDeviceBody): Promise<DeviceRecord> {
  assertMayChangeStatus(actor, DEVICE_DISABLED, body.status);
  const dept = await placementOf(actor, body.deptId);
  const model = await modelFor(body.modelId, true);
  await checkNewMonitorItems(body.monitorItemIds, []);
  assertRule(ENABLED_ONLY_WHEN_SOLD, body, dept);
  const guard = deptGuardOf(dept);
  await assertQuota(guard, body.status === DEVICE_ENABLED ? 1 : 0);
  const now = nowIso();
  const deviceId = await nextId('device');
  const licences = await licencesFor(body.status === DEVICE_ENABLED ? [{ deviceId, deptId: dept.deptId, deptPath: dept.deptPath, serialNumber: body.serialNumber }] : [], actor.username);
  const item: DeviceItem = {
    ...itemFields(body),
    deviceId,
    typeId: model.typeId,
    deptPath: dept.deptPath,
    buyoutTime: '',
    searchText: '',
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  await createDevice(item, guard, { licences });
  // counted in its organization's running status from the start
  await refreshRunningStatus(deviceId);
  return (await toDeviceRecords([item]))[0]!;
}

/**
 * Modifies a device of the caller's scope; moving it to another organization needs that one in scope too, takes the
 * accessories installed on it along when they would fall outside their organization, and is refused while notify
 * persons or handlers bound to it would no longer apply there; giving it another model is refused while a consumable
 * installed on it would break that model's rules (`deviceChangeOptions`).
 */
export async function editDevice(actor: Actor, body: UpdateDeviceBody): Promise<DeviceRecord> {
  const before = await visibleDevice(actor, body.deviceId);
  assertMayChangeStatus(actor, before.status, body.status);
  const dept = await placementOf(actor, body.deptId);
  const modelChanged = body.modelId !== before.modelId;
  const model = await modelFor(body.modelId, modelChanged);
  await checkNewMonitorItems(body.monitorItemIds, before.monitorItemIds ?? []);
  assertRule(ENABLED_ONLY_WHEN_SOLD, body, dept);
  const guard = deptGuardOf(dept);
  const enablingHere = body.status === DEVICE_ENABLED && !(before.status === DEVICE_ENABLED && before.deptId === dept.deptId);
  await assertQuota(guard, enablingHere ? 1 : 0);
  const licences = await licencesFor(
    body.status === DEVICE_ENABLED && before.status !== DEVICE_ENABLED ? [{ deviceId: before.deviceId, deptId: dept.deptId, deptPath: dept.deptPath, serialNumber: body.serialNumber }] : [],
    actor.username,
  );
  const { chargeTimeSeconds: _old, ...kept } = before;
  const after: DeviceItem = {
    ...kept,
    ...itemFields(body),
    typeId: modelChanged ? model.typeId : before.typeId,
    deptPath: dept.deptPath,
    updateBy: actor.username,
    updateTime: nowIso(),
  };
  // to another organization: installed records follow, bound records must still apply (decision 0018); to another
  // model: installed consumables must follow its rules (decision 0023)
  await updateDevice(before, after, guard, { ...(await deviceChangeOptions(before, dept, model, actor.username, after.updateTime)), licences });
  // a device moved to another organization counts in its roll-up; other presets change what its values mean
  await refreshRunningStatus(after.deviceId);
  return (await toDeviceRecords([after]))[0]!;
}

/**
 * All or nothing: a missing (or out of scope) device, one sold or leased (sale status 2 or 3, with or without a sales
 * record), one with a sales record, one holding installed accessories or
 * consumables, or one that notify persons or work-order handlers are bound to refuses the whole call (decisions 0018,
 * 0019, 0020: nothing is left pointing at a device that no longer exists). The delete's transaction repeats the last
 * three as conditions, so a sale, an install or a binding racing the delete cannot slip through.
 */
export async function removeDevices(actor: Actor, ids: number[]): Promise<void> {
  const items: DeviceItem[] = [];
  for (const id of ids) items.push(await visibleDevice(actor, id));
  for (const device of items) {
    assertRule(NOT_SOLD_OR_LEASED, { device }, null);
    await checkRule(NO_SALES_RECORD, { device });
    const hanging = await deviceDependents(device.deviceId);
    for (const kind of DEPENDENT_KINDS) assertRule(NOTHING_HANGS_ON, { device, kind }, hanging[kind]);
  }
  await deleteDevices(items, nowIso(), actor.username);
  // deleted devices leave the running status counts
  for (const device of items) await refreshRunningStatus(device.deviceId);
}

/**
 * Enables or disables devices, all or nothing: each must be visible; enabling needs each sold or leased to a customer
 * organization and the organizations' quotas to hold them all.
 */
export async function changeDeviceStatus(actor: Actor, body: ChangeDeviceStatusBody): Promise<void> {
  const items: DeviceItem[] = [];
  for (const id of body.deviceIds) items.push(await visibleDevice(actor, id));
  const changing = items.filter((d) => d.status !== body.status);
  if (!changing.length) return;
  const guards = new Map<number, DeptGuard>();
  if (body.status === DEVICE_ENABLED) {
    const depts = new Map((await getDeptsByIds([...new Set(changing.map((d) => d.deptId))])).map((d) => [d.deptId, d]));
    for (const d of changing) {
      const dept = depts.get(d.deptId);
      if (!dept || dept.deptPath !== d.deptPath) throw new AppError('common.conflict');
      assertRule(ENABLED_ONLY_WHEN_SOLD, { ...d, status: DEVICE_ENABLED }, dept);
      guards.set(dept.deptId, deptGuardOf(dept));
    }
    for (const guard of guards.values()) await assertQuota(guard, changing.filter((d) => d.deptId === guard.deptId).length);
  }
  const licences = await licencesFor(body.status === DEVICE_ENABLED ? changing : [], actor.username);
  await setDevicesStatus(changing, body.status, [...guards.values()], nowIso(), actor.username, { licences });
}
