import { nextId } from '../src/data/access/ids';
import type { DeviceItem } from '../src/data/entities/device-entity';

let seq = 0;

/**
 * A valid device as the data layer stores it, in stock and disabled, for tests that write devices with
 * `createDevice` (bypassing the device API): `over` changes any field; `prefix` starts its codes.
 */
export async function deviceItemFor(dept: { deptId: number; deptPath: string }, catalogue: { typeId: number; modelId: number }, over: Partial<DeviceItem> = {}, prefix = ''): Promise<DeviceItem> {
  const id = `${Date.now().toString(36).slice(-5)}${(++seq).toString(36)}`;
  const at = over.createTime ?? new Date().toISOString();
  return {
    deviceId: await nextId('device'),
    equipmentCode: `${prefix}C-${id}`,
    equipmentName: `AED ${id}`,
    serialNumber: `${prefix}SN-${id}`,
    iotCode: '',
    typeId: catalogue.typeId,
    modelId: catalogue.modelId,
    deptId: dept.deptId,
    deptPath: dept.deptPath,
    status: '1',
    saleStatus: '1',
    purchaseDate: '',
    productionDate: '2025-01-01',
    outboundDate: '',
    warrantyDate: '2028-01-01',
    reservedInstallDate: '2025-02-01',
    buyoutTime: '',
    adultShock: { upper: 200, lower: 150, expected: 170, deviation: 10 },
    childShock: { upper: 85, lower: 50, expected: 70, deviation: 10 },
    batteryVoltages: [12],
    monitorItemIds: [],
    remark: '',
    searchText: '',
    createBy: 'admin',
    createTime: at,
    updateBy: 'admin',
    updateTime: at,
    ...over,
  };
}
