/**
 * Set-up shared by the notify person and handler tests (decision 0019): two tenants (agents A and B under the default
 * organization, each with a customer) and administrators of each.
 */
import { expect } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser } from './support';
import { deviceItemFor } from '../device-fixture';

export const PASSWORD = 'Bind#2026pw';
/** Seeded roles (seed-data.ts). */
export const ROLE = { admin: 1, opsAdmin: 2, orgAdmin: 3, operator: 5, superuser: 6, user: 7, readonlyAdmin: 8, operationAdmin: 9 } as const;

export interface Dept {
  deptId: number;
  deptPath: string;
  deptName: string;
}

let seq = 0;
export const uid = () => `${Date.now().toString(36).slice(-5)}${(++seq).toString(36)}`;
const quotas = (n: number) => ({ equipmentQuota: n, userQuota: n, operationAccountCount: n, viewAccountCount: n });

export async function addDept(token: string, parentId: number, name: string, deptType: '0' | '2' = '0'): Promise<Dept> {
  const res = await invoke('DeptAdd', { token, body: { parentId, deptType, deptName: `${name} ${uid()}`, ...quotas(deptType === '0' ? 20 : 5) } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as Dept;
}

/** A user written directly (any roles and user types, bypassing the user rules where a test needs an odd account). */
export async function addUser(o: { username?: string; dept: Dept; roleIds: number[]; userTypes?: string[]; status?: '0' | '1' }): Promise<{ userId: number; username: string }> {
  const username = o.username ?? `u_${uid()}`;
  const userId = await createTestUser({ username, password: PASSWORD, nickName: `Name ${username}`, deptId: o.dept.deptId, deptPath: o.dept.deptPath, roleIds: o.roleIds, userTypes: o.userTypes ?? [], status: o.status });
  return { userId, username };
}

export interface Tenants {
  admin: string;
  agentA: Dept;
  customerA: Dept;
  agentB: Dept;
  customerB: Dept;
  /** Administrator of agent A (scope: A and below). */
  adminA: string;
  adminB: string;
  /** Administrator of customer A (scope: the customer and below). */
  adminCustomerA: string;
  /** Read-only administrator of agent A (scope: A only). */
  viewerA: string;
  /** No notify or handler permission. */
  plainA: string;
}

export async function twoTenants(): Promise<Tenants> {
  const admin = await adminToken();
  const agentA = await addDept(admin, 100, 'Agent A');
  const customerA = await addDept(admin, agentA.deptId, 'Customer A', '2');
  const agentB = await addDept(admin, 100, 'Agent B');
  const customerB = await addDept(admin, agentB.deptId, 'Customer B', '2');
  const login = async (dept: Dept, roleIds: number[]) => {
    const u = await addUser({ dept, roleIds });
    return loginAs(u.username, PASSWORD);
  };
  return {
    admin,
    agentA,
    customerA,
    agentB,
    customerB,
    adminA: await login(agentA, [ROLE.orgAdmin]),
    adminB: await login(agentB, [ROLE.orgAdmin]),
    adminCustomerA: await login(customerA, [ROLE.orgAdmin]),
    viewerA: await login(agentA, [ROLE.readonlyAdmin]),
    plainA: await login(agentA, [ROLE.user]),
  };
}

/**
 * A binding module's calls as the tests use them: add (answer kept as is), add that must succeed, one page of the
 * list and every row of a search page by page.
 */
export function bindingCalls<R>(module: 'Notify' | 'Handler') {
  const add = (token: string, body: Record<string, unknown>) => invoke(`${module}Add`, { token, body });
  const addOk = async (token: string, body: Record<string, unknown>): Promise<R> => {
    const res = await add(token, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const page = async (token: string, query: Record<string, string> = {}): Promise<{ total: number; rows: R[]; next?: string }> => {
    const res = await invoke(`${module}Page`, { token, query: { limit: '50', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const all = async (token: string, query: Record<string, string> = {}): Promise<R[]> => {
    const rows: R[] = [];
    let cursor: string | undefined;
    do {
      const p = await page(token, { ...query, ...(cursor ? { cursor } : {}) });
      rows.push(...p.rows);
      cursor = p.next;
    } while (cursor);
    return rows;
  };
  return { add, addOk, page, all };
}

let model: Promise<{ typeId: number; modelId: number }> | undefined;

/** A device of the organization, written by the devices module's data layer (its markers, counters and tallies). */
export async function addDevice(dept: Dept & { deptType?: string }): Promise<{ deviceId: number; equipmentName: string; serialNumber: string }> {
  const { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } = await import('@aed/shared/permissions/permissions');
  const { ALL_SCOPE } = await import('../../src/data/data-scope');
  const seeder = { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 's', roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS], scope: ALL_SCOPE };
  model ??= (async () => {
    const { addProductType } = await import('../../src/domain/product-type/product-type-service');
    const { addDeviceModel } = await import('../../src/domain/device-model/device-model-service');
    const { addProductTypeBody } = await import('@aed/shared/schemas/product-type');
    const { addDeviceModelBody } = await import('@aed/shared/schemas/device-model');
    const type = await addProductType(seeder, addProductTypeBody.parse({ typeCode: `T${uid()}`, typeName: `Type ${uid()}` }));
    const m = await addDeviceModel(seeder, addDeviceModelBody.parse({ typeId: type.typeId, modelName: 'M', modelCode: `M${uid()}`, brand: 'Acme', workingPrinciple: '1' }));
    return { typeId: type.typeId, modelId: m.modelId };
  })();
  const { typeId, modelId } = await model;
  const { createDevice } = await import('../../src/data/access/devices/device-writes');
  const device = await deviceItemFor(dept, { typeId, modelId });
  await createDevice(device, { deptId: dept.deptId, deptPath: dept.deptPath, deptName: dept.deptName, deptType: dept.deptType ?? '0', equipmentQuota: 100 });
  return device;
}
