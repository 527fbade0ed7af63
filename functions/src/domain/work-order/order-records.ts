/** Work orders as the API answers them, with organization, handler and device names (docs/decisions/0045). */
import type { OrderRecord } from '@aed/shared/schemas/work-order';
import { getUsersByIds } from '../../data/access/user-reads';
import { getDevicesByIds } from '../../data/access/devices/device-reads';
import type { WorkOrderItem } from '../../data/entities/work-order-entity';
import { deptNamesOf } from '../org-records';

export async function toOrderRecords(items: readonly WorkOrderItem[]): Promise<OrderRecord[]> {
  const [depts, users, devices] = await Promise.all([
    deptNamesOf(items.map((o) => o.deptId)),
    getUsersByIds([...new Set(items.map((o) => o.handlerId).filter((id) => id > 0))]),
    getDevicesByIds([...new Set(items.map((o) => o.deviceId))]),
  ]);
  const userNames = new Map(users.map((u) => [u.userId, u.nickName || u.username]));
  const deviceNames = new Map(devices.map((d) => [d.deviceId, d.equipmentName]));
  return items.map((o) => ({
    orderId: o.orderId,
    orderNo: o.orderNo,
    orderName: o.orderName,
    kind: o.kind,
    source: o.source,
    state: o.state,
    version: o.version,
    deviceId: o.deviceId,
    serialNumber: o.serialNumber,
    equipmentName: deviceNames.get(o.deviceId) ?? '',
    deptId: o.deptId,
    deptName: depts.get(o.deptId) ?? '',
    handlerId: o.handlerId,
    handlerName: userNames.get(o.handlerId) ?? '',
    dispatcherId: o.dispatcherId,
    dispatchTime: o.dispatchTime,
    returned: o.returned,
    returnReason: o.returnReason,
    returnedAt: o.returnedAt,
    returnCount: o.returnCount,
    cancelReason: o.cancelReason,
    description: o.description,
    contactName: o.contactName,
    contactPhone: o.contactPhone,
    address: o.address,
    planDate: o.planDate,
    monitorItem: o.monitorItem,
    upperLimit: o.upperLimit,
    lowerLimit: o.lowerLimit,
    actualValue: o.actualValue,
    trainingPlannedDate: o.trainingPlannedDate,
    trainingActualDate: o.trainingActualDate,
    trainer: o.trainer,
    trainerPhone: o.trainerPhone,
    trainerEmail: o.trainerEmail,
    trainingLocation: o.trainingLocation,
    handlingResult: o.handlingResult,
    handled: o.handled,
    replaced: o.replaced,
    processDate: o.processDate,
    processTime: o.processTime,
    lastMaintenanceDate: o.lastMaintenanceDate,
    nextMaintenanceDate: o.nextMaintenanceDate,
    remark: o.remark,
    createBy: o.createBy,
    createTime: o.createTime,
    updateTime: o.updateTime,
  }));
}
