/**
 * Reading devices (docs/decisions/0018): the record the API answers, one device the caller may see, a device's
 * details. Apart from the device rules and writes (device-service.ts), which import this, so the read routes carry
 * no write path (decision 0034).
 */
import type { DeviceDetails, DeviceRecord } from '@aed/shared/schemas/device';
import type { Language } from '@aed/shared/constants/limits';
import { builtInMonitorItemName } from '@aed/shared/i18n/built-in/monitor-items';
import { shownText } from '@aed/shared/i18n/built-in/text';
import { getDeptsByIds } from '../../data/access/access-control';
import { deviceInScope, getDeviceById } from '../../data/access/devices/device-reads';
import type { DeviceItem } from '../../data/entities/device-entity';
import { getMonitorItemById } from '../../data/access/monitor-items';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { pathDeptIds as pathIds, scopeCovers, type DataScope } from '../../data/data-scope';
import { completeMove } from '../dept/dept-move';
import { deptNamesOf, modelNamesOf, typeNamesOf } from '../common/record-names';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';

/**
 * Devices as the API answers them: type, model, brand (also the manufacturer), organization and agent resolved with
 * one BatchGet each for the models, types and organizations of the rows. The agent is the nearest agent
 * organization (type 0) at or above the device's organization.
 */
export async function toDeviceRecords(items: DeviceItem[]): Promise<DeviceRecord[]> {
  if (!items.length) return [];
  // Names of bounded, rarely changed records: cached per container for a short while (record-names.ts).
  const [models, types, depts] = await Promise.all([
    modelNamesOf(items.map((d) => d.modelId)),
    typeNamesOf(items.map((d) => d.typeId)),
    deptNamesOf(items.flatMap((d) => pathIds(d.deptPath))),
  ]);
  const model = new Map(models.map((m) => [m.modelId, m]));
  const type = new Map(types.map((t) => [t.typeId, t]));
  const dept = new Map(depts.map((d) => [d.deptId, d]));
  return items.map((d) => {
    const m = model.get(d.modelId);
    const own = dept.get(d.deptId);
    const agent = pathIds(d.deptPath)
      .reverse()
      .map((id) => dept.get(id))
      .find((o) => o?.deptType === '0');
    return {
      deviceId: d.deviceId,
      equipmentCode: d.equipmentCode,
      equipmentName: d.equipmentName,
      serialNumber: d.serialNumber,
      iotCode: d.iotCode ?? '',
      typeId: d.typeId,
      typeName: type.get(d.typeId)?.typeName ?? '',
      modelId: d.modelId,
      modelName: m?.modelName ?? '',
      modelCode: m?.modelCode ?? '',
      brand: m?.brand ?? '',
      manufacturer: m?.brand ?? '',
      workingPrinciple: m?.workingPrinciple ?? '',
      deptId: d.deptId,
      deptName: own?.deptName ?? '',
      deptType: own?.deptType ?? '',
      agentId: agent?.deptId ?? 0,
      agentName: agent?.deptName ?? '',
      status: d.status,
      saleStatus: d.saleStatus,
      purchaseDate: d.purchaseDate ?? '',
      productionDate: d.productionDate,
      outboundDate: d.outboundDate ?? '',
      warrantyDate: d.warrantyDate,
      reservedInstallDate: d.reservedInstallDate,
      buyoutTime: d.buyoutTime ?? '',
      adultShock: d.adultShock,
      childShock: d.childShock,
      batteryVoltages: d.batteryVoltages ?? [],
      chargeTimeSeconds: d.chargeTimeSeconds ?? null,
      monitorItemIds: d.monitorItemIds ?? [],
      remark: d.remark ?? '',
      createBy: d.createBy ?? '',
      createTime: d.createTime,
      updateBy: d.updateBy ?? '',
      updateTime: d.updateTime,
    };
  });
}

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

/** Organization names the caller may see (others are withheld: a device's history may name former owners). */
export async function visibleDeptNames(scope: DataScope, deptIds: number[]): Promise<Map<number, string>> {
  const depts = await getDeptsByIds([...new Set(deptIds.filter((id) => id > 0))]);
  return new Map(depts.filter((d) => scopeCovers(scope, d.deptPath)).map((d) => [d.deptId, d.deptName]));
}
