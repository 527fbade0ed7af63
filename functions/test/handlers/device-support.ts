import { expect } from 'vitest';
import type { DeviceImportColumn, DeviceRecord } from '@aed/shared/schemas/device';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser } from './support';

/** Fixtures of the device tests: a catalogue, two tenants (agent + customer each) and their administrators. */
export const PASSWORD = 'Device#2026pw';

let seq = 0;
export const uid = () => `${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase();

export interface Org {
  deptId: number;
  deptPath: string;
  deptName: string;
}

export interface DeviceWorld {
  admin: string;
  typeId: number;
  modelId: number;
  /** A second enabled model of the same type. */
  otherModelId: number;
  brand: string;
  monitorIds: number[];
  agentA: Org;
  customerA: Org;
  agentB: Org;
  customerB: Org;
  /** Administrators (scope: organization and below) of agent A and agent B, a read-only administrator of agent A. */
  adminA: string;
  adminB: string;
  viewerA: string;
}

export async function addOrg(admin: string, parentId: number, deptType: '0' | '2', equipmentQuota: number, name = `Org ${uid()}`): Promise<Org> {
  const res = await invoke('DeptAdd', {
    token: admin,
    body: { parentId, deptType, deptName: name, equipmentQuota, ...(deptType === '0' ? { userQuota: 20, operationAccountCount: 10, viewAccountCount: 10 } : { userQuota: 5, operationAccountCount: 3, viewAccountCount: 3 }) },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { deptId: res.json.data.deptId, deptPath: res.json.data.deptPath, deptName: res.json.data.deptName };
}

export async function buildWorld(): Promise<DeviceWorld> {
  const admin = await adminToken();
  const id = uid();
  const type = await invoke('ProductTypeAdd', { token: admin, body: { typeCode: `AED${id}`, typeName: `AED ${id}` } });
  expect(type.status, JSON.stringify(type.json)).toBe(200);
  const typeId = type.json.data.typeId as number;
  const brand = `Brand${id}`;
  const model = async (code: string) => {
    const res = await invoke('DeviceModelAdd', { token: admin, body: { typeId, modelName: `Model ${code}`, modelCode: code, brand, workingPrinciple: '2' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.modelId as number;
  };
  const modelId = await model(`M1${id}`);
  const otherModelId = await model(`M2${id}`);
  const monitor = async (code: string) => {
    const res = await invoke('MonitorItemAdd', {
      token: admin,
      body: { itemCode: code, itemName: `Item ${code}`, itemType: '1', redLightMinutes: 0, yellowLightMinutes: 0, status: '0', rules: [{ ruleCode: 'ALL', ruleName: 'All', lowerLimit: null, upperLimit: null, lightColour: 'green', emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' }] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.itemId as number;
  };
  const monitorIds = [await monitor(`MI1${id}`), await monitor(`MI2${id}`)];
  const agentA = await addOrg(admin, 100, '0', 50, `Agent A ${id}`);
  const customerA = await addOrg(admin, agentA.deptId, '2', 2, `Customer A ${id}`);
  const agentB = await addOrg(admin, 100, '0', 50, `Agent B ${id}`);
  const customerB = await addOrg(admin, agentB.deptId, '2', 5, `Customer B ${id}`);
  const user = async (name: string, org: Org, roleId: number) => {
    await createTestUser({ username: name, password: PASSWORD, roleIds: [roleId], deptId: org.deptId, deptPath: org.deptPath });
    return loginAs(name, PASSWORD);
  };
  const adminA = await user(`deva${id.toLowerCase()}`, agentA, 3);
  const adminB = await user(`devb${id.toLowerCase()}`, agentB, 3);
  const viewerA = await user(`devv${id.toLowerCase()}`, agentA, 8);
  return { admin, typeId, modelId, otherModelId, brand, monitorIds, agentA, customerA, agentB, customerB, adminA, adminB, viewerA };
}

/** A valid add body (stock at `org`), fields overridable. */
export function deviceBody(w: DeviceWorld, org: Org, over: Record<string, unknown> = {}): Record<string, unknown> {
  const id = uid();
  return {
    equipmentCode: `EC-${id}`,
    equipmentName: `Device ${id}`,
    serialNumber: `SN-${id}`,
    iotCode: '',
    modelId: w.modelId,
    deptId: org.deptId,
    status: '1',
    saleStatus: '1',
    purchaseDate: '2025-01-10',
    productionDate: '2025-01-01',
    outboundDate: '',
    warrantyDate: '2027-01-01',
    reservedInstallDate: '2025-02-01',
    adultShock: { upper: 200, lower: 150, expected: 170, deviation: 15 },
    childShock: { upper: 85, lower: 50, expected: 70, deviation: 15 },
    batteryVoltages: [12],
    chargeTimeSeconds: 8,
    monitorItemIds: [],
    remark: '',
    ...over,
  };
}

/** A body sold (or leased) to `org` (outbound date given). */
export const soldBody = (w: DeviceWorld, org: Org, over: Record<string, unknown> = {}) => deviceBody(w, org, { saleStatus: '2', outboundDate: '2025-03-01', ...over });

export async function addDevice(token: string, body: Record<string, unknown>): Promise<DeviceRecord> {
  const res = await invoke('DeviceAdd', { token, body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as DeviceRecord;
}

/** The update body of a record (the editable fields), with changes. */
export function updateBody(d: DeviceRecord, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    deviceId: d.deviceId,
    equipmentCode: d.equipmentCode,
    equipmentName: d.equipmentName,
    serialNumber: d.serialNumber,
    iotCode: d.iotCode,
    modelId: d.modelId,
    deptId: d.deptId,
    status: d.status,
    saleStatus: d.saleStatus,
    purchaseDate: d.purchaseDate,
    productionDate: d.productionDate,
    outboundDate: d.outboundDate,
    warrantyDate: d.warrantyDate,
    reservedInstallDate: d.reservedInstallDate,
    adultShock: d.adultShock,
    childShock: d.childShock,
    batteryVoltages: d.batteryVoltages,
    chargeTimeSeconds: d.chargeTimeSeconds,
    monitorItemIds: d.monitorItemIds,
    remark: d.remark,
    ...over,
  };
}

/** Every row of a device search, page by page (the totals' ground truth). */
export async function allRows(token: string, query: Record<string, string> = {}): Promise<DeviceRecord[]> {
  const rows: DeviceRecord[] = [];
  let cursor: string | undefined;
  do {
    const res = await invoke('DevicePage', { token, query: { limit: '50', ...query, ...(cursor ? { cursor } : {}) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    rows.push(...res.json.data.rows);
    cursor = res.json.data.next;
  } while (cursor);
  return rows;
}

export async function pageTotal(token: string, query: Record<string, string> = {}): Promise<number | null> {
  const res = await invoke('DevicePage', { token, query: { limit: '10', ...query } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.total;
}

export const info = (token: string, deviceId: number) => invoke('DeviceInfo', { token, query: { deviceId: String(deviceId) } });

/** A row of the device import template (cells by column). */
export type DeviceImportRow = Partial<Record<DeviceImportColumn, string | number | Date>>;

/** A valid import row of `w`'s first model (by name) in `org` (by name); `over` replaces cells. */
export function deviceImportRow(w: DeviceWorld, org: Org, over: DeviceImportRow = {}): DeviceImportRow {
  const id = uid();
  return {
    equipmentCode: `IMP-${id}`,
    equipmentName: `Imported ${id}`,
    serialNumber: `ISN-${id}`,
    brand: w.brand,
    modelName: `Model M1${w.brand.slice(5)}`,
    workingPrinciple: 'Semi-automatic',
    deptName: org.deptName,
    saleStatus: 'In stock',
    status: 'Disabled',
    productionDate: '2025-01-01',
    purchaseDate: '2025-01-05',
    warrantyDate: '2027-01-01',
    reservedInstallDate: '2025-02-01',
    adultUpper: 200,
    adultLower: 150,
    adultExpected: 170,
    adultDeviation: 15,
    childUpper: 85,
    childLower: 50,
    childExpected: 70,
    childDeviation: 15,
    batteryVoltage1: 12,
    ...over,
  };
}
