/**
 * What the devices screen's component tests answer in place of the server: two devices, the organization tree,
 * the filters, a device's details and history (device-page.test.tsx; app/screens/device-screen.test.tsx, which adds
 * the accessories tab).
 */
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import type { DeviceHistoryRow, DeviceRecord } from '@aed/shared/schemas/device';
import { mockApi, ok } from '../../../test/render';

export const device = (over: Partial<DeviceRecord>): DeviceRecord => ({
  deviceId: 1,
  equipmentCode: 'AED-0001',
  equipmentName: 'Clinic reception',
  serialNumber: 'SN-0001',
  iotCode: 'IOT-1',
  typeId: 1,
  typeName: 'AED',
  modelId: 11,
  modelName: 'LIFEPAK CR2',
  modelCode: 'CR2',
  brand: 'Stryker',
  manufacturer: 'Stryker',
  workingPrinciple: '1',
  deptId: 105,
  deptName: 'Clinic',
  deptType: '2',
  agentId: 100,
  agentName: 'AED Cloud',
  status: '0',
  saleStatus: '2',
  purchaseDate: '2025-01-05',
  productionDate: '2025-01-01',
  outboundDate: '2025-02-01',
  warrantyDate: '2029-01-01',
  reservedInstallDate: '2025-02-10',
  buyoutTime: '',
  adultShock: { upper: 360, lower: 200, expected: 300, deviation: 15 },
  childShock: { upper: 90, lower: 50, expected: 70, deviation: 15 },
  batteryVoltages: [12],
  chargeTimeSeconds: 9,
  monitorItemIds: [1],
  remark: '',
  createBy: 'admin',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: 'admin',
  updateTime: '2026-01-02T03:04:05.000Z',
  ...over,
});
export const ROWS = [device({}), device({ deviceId: 2, equipmentCode: 'AED-0002', equipmentName: 'Stock unit', serialNumber: 'SN-0002', iotCode: '', deptId: 100, deptName: 'AED Cloud', deptType: '0', status: '1', saleStatus: '1', outboundDate: '' })];
export const TREE: DeptTreeNode[] = [{ id: 100, label: 'AED Cloud', deptType: '0', disabled: false, children: [{ id: 105, label: 'Clinic', deptType: '2', disabled: false, children: [] }] }];
export const INFO = { ...ROWS[0], monitorItems: [{ itemId: 1, itemCode: 'BATTERY_VOLTAGE', itemName: 'Battery voltage', itemType: '1', status: '0' }] };
export const HISTORY: DeviceHistoryRow[] = [
  {
    movementId: 'm1',
    groupId: 'g1',
    kind: 'create',
    side: 'in',
    deviceId: 1,
    serialNumber: 'SN-0001',
    equipmentCode: 'AED-0001',
    deptId: 100,
    modelId: 11,
    typeId: 1,
    fromDeptId: 0,
    toDeptId: 100,
    fromSaleStatus: '',
    toSaleStatus: '1',
    fromModelId: 0,
    toModelId: 11,
    operator: 'admin',
    time: '2026-01-02T03:04:05.000Z',
    remark: '',
    fromDeptName: '',
    toDeptName: 'AED Cloud',
    fromModelName: '',
    toModelName: 'LIFEPAK CR2',
  },
  {
    movementId: 'm2',
    groupId: 'g2',
    kind: 'transfer',
    side: 'in',
    deviceId: 1,
    serialNumber: 'SN-0001',
    equipmentCode: 'AED-0001',
    deptId: 105,
    modelId: 11,
    typeId: 1,
    fromDeptId: 100,
    toDeptId: 105,
    fromSaleStatus: '1',
    toSaleStatus: '2',
    fromModelId: 11,
    toModelId: 11,
    operator: 'admin',
    time: '2026-01-03T03:04:05.000Z',
    remark: 'sale:7',
    fromDeptName: 'AED Cloud',
    toDeptName: 'Clinic',
    fromModelName: 'LIFEPAK CR2',
    toModelName: 'LIFEPAK CR2',
  },
];

/** The list's filters: every type and model, disabled ones too. */
export const FILTER_OPTIONS = {
  types: [
    { typeId: 1, typeName: 'AED', status: '0' },
    { typeId: 2, typeName: 'Old AED', status: '1' },
  ],
  models: [
    { modelId: 21, typeId: 2, modelName: 'Retired 1', modelCode: 'R1', brand: 'Acme', status: '0' },
    { modelId: 12, typeId: 1, modelName: 'HeartStart FR2', modelCode: 'FR2', brand: 'Philips', status: '1' },
    { modelId: 11, typeId: 1, modelName: 'LIFEPAK CR2', modelCode: 'CR2', brand: 'Stryker', status: '0' },
  ],
};

type Answer = { status?: number; body: unknown };
export function mockDevices(extra: (method: string, path: string, body: unknown, language?: string) => Answer | undefined = () => undefined, page: { total: number | null; rows: DeviceRecord[]; next?: string } = { total: 2, rows: ROWS }) {
  return mockApi((method, path, body, language) => {
    const special = extra(method, path, body, language);
    if (special) return special;
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/product/type/optionselect')) return ok([{ typeId: 1, typeCode: 'AED', typeName: 'AED' }]);
    if (path.startsWith('/product/model/optionselect')) return ok([{ modelId: 11, typeId: 1, modelName: 'LIFEPAK CR2', modelCode: 'CR2', brand: 'Stryker', workingPrinciple: '1' }]);
    if (path.startsWith('/product/device/filterOptions')) return ok(FILTER_OPTIONS);
    if (path.startsWith('/product/monitorItem/options')) return ok([{ itemId: 1, itemCode: 'BATTERY_VOLTAGE', itemName: 'Battery voltage', itemType: '1' }, { itemId: 2, itemCode: 'PAD_EXPIRY_DAYS', itemName: 'Pad expiry', itemType: '1' }]);
    if (path.startsWith('/product/device/page')) return ok(page);
    if (path.startsWith('/product/device/info')) return ok(INFO);
    if (path.startsWith('/product/device/history')) return ok(HISTORY);
    return ok(null);
  });
}
