/**
 * Reading devices (docs/decisions/0018): the record the API answers, one device the caller may see, a device's
 * details. Apart from the device rules and writes (device-service.ts), which import this, so the read routes carry
 * no write path (decision 0034).
 */
import type { DeviceRecord } from '@aed/shared/schemas/device';
import { getDeptsByIds } from '../../data/access/access-control';
import type { DeviceItem } from '../../data/entities/device-entity';
import { pathDeptIds as pathIds, scopeCovers, type DataScope } from '../../data/data-scope';
import { deptNamesOf, modelNamesOf, typeNamesOf } from '../common/record-names';

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

/** Organization names the caller may see (others are withheld: a device's history may name former owners). */
export async function visibleDeptNames(scope: DataScope, deptIds: number[]): Promise<Map<number, string>> {
  const depts = await getDeptsByIds([...new Set(deptIds.filter((id) => id > 0))]);
  return new Map(depts.filter((d) => scopeCovers(scope, d.deptPath)).map((d) => [d.deptId, d.deptName]));
}
