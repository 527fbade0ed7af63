/**
 * The data behind the list cost test (list-cost.test.ts): three tenants (an agent with a customer below it, each
 * with its own administrator) under the platform, and one builder per module that adds records through the module's
 * own writes (so its markers, counters and tallies are kept as in production). A builder adds `n` records to EACH
 * tenant (scoped modules) or `n` records to the platform-wide set (catalogues, job log, regions).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { addAccessoryBody } from '@aed/shared/schemas/accessory';
import { addNotifyPersonBody } from '@aed/shared/schemas/notify';
import { addHandlerBody } from '@aed/shared/schemas/handler';
import { addRegionBody } from '@aed/shared/schemas/region';
import { addProductTypeBody } from '@aed/shared/schemas/product-type';
import { addDeviceModelBody } from '@aed/shared/schemas/device-model';
import { ALL_SCOPE } from '../../src/data/data-scope';
import type { Actor } from '../../src/domain/actor';
import { addAccessory } from '../../src/domain/accessory/accessory-service';
import { addNotifyPerson } from '../../src/domain/notify/notify-service';
import { addHandler } from '../../src/domain/handler/handler-service';
import { addRegion } from '../../src/domain/region/region-service';
import { addProductType } from '../../src/domain/product-type/product-type-service';
import { addDeviceModel } from '../../src/domain/device-model/device-model-service';
import { writeLoginLog, writeOperLog } from '../../src/data/access/log-writes';
import { writeJobLog } from '../../src/data/access/jobs';
import { createSession } from '../../src/data/access/sessions';
import { invoke, loginAs } from '../helpers';
import { addDept, addDevice, addUser, PASSWORD, ROLE, uid, type Dept } from './binding-support';
import { adminToken } from '../helpers';
import { createTestUser } from './support';

export type TenantKey = 'A' | 'B' | 'C';
export interface Tenant {
  key: TenantKey;
  agent: Dept;
  customer: Dept;
  /** Devices written so far (targets of notify persons, handlers and accessories). */
  devices: number[];
  /** Users of type handler who may be assigned to the tenant's targets. */
  handlerUserIds: number[];
}

export interface World {
  /** The platform's super administrator (scope: everything). */
  platform: string;
  /** Tenant A's administrator (scope: agent A and below). */
  adminA: string;
  tenants: Record<TenantKey, Tenant>;
  /** A region every grown region goes under (the region search runs over it). */
  regionRootId: number;
}

export type Caller = 'platform' | 'adminA';

/** Writes through the domain services as the platform would (every check, every transaction). */
const seeder: Actor = { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 's', roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS], scope: ALL_SCOPE };

export async function buildWorld(): Promise<World> {
  const platform = await adminToken();
  const tenant = async (key: TenantKey): Promise<Tenant> => {
    const agent = await addDept(platform, 100, `Agent ${key}`);
    const customer = await addDept(platform, agent.deptId, `Customer ${key}`, '2');
    return { key, agent, customer, devices: [], handlerUserIds: [] };
  };
  const tenants = { A: await tenant('A'), B: await tenant('B'), C: await tenant('C') };
  const adminAUser = await addUser({ dept: tenants.A.agent, roleIds: [ROLE.orgAdmin] });
  const root = await addRegion(seeder, addRegionBody.parse({ parentId: 0, regionCode: `LC-${uid()}`, regionName: `List cost ${uid()}` }));
  return { platform, adminA: await loginAs(adminAUser.username, PASSWORD), tenants, regionRootId: root.regionId };
}

/** How many records a module holds before the first measure and after the table grew. */
export interface Sizes {
  small: number;
  large: number;
}

export interface ModuleBuilder {
  name: string;
  /**
   * Scoped modules: records of tenant A (the measured administrator's) and of EACH other tenant. Platform-wide sets:
   * `A` is the size of the set and `others` is absent.
   */
  sizes: { A: Sizes; others?: Sizes };
  /** Adds records [from, to) of one tenant (scoped), or of the set (`tenant` absent). */
  grow(w: World, from: number, to: number, tenant?: Tenant): Promise<void>;
}

const TENANT_KEYS: TenantKey[] = ['A', 'B', 'C'];
/** A scoped builder: `add(tenant, i)` for each record i of a tenant. */
const scopedBuilder = (name: string, sizes: ModuleBuilder['sizes'], add: (t: Tenant, i: number, w: World) => Promise<unknown>): ModuleBuilder => ({
  name,
  sizes,
  grow: async (w, from, to, t) => {
    for (let i = from; i < to; i++) await add(t!, i, w);
  },
});
/** A record of the tenant's agent or of its customer, alternately. */
const deptOf = (t: Tenant, i: number) => (i % 2 ? t.customer : t.agent);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A moment of the current month, at least a few seconds ago (the logs' default range is this month up to today). */
const recent = (i: number) => {
  const now = Date.now();
  const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
  return new Date(Math.max(monthStart, now - 5_000 - i * 1_000)).toISOString();
};
const ok = async (res: Promise<{ status: number; json: unknown }>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(200);
};

/** The lists whose count is capped (100 records read): tenant A holds more than that before the first measure. */
const OVER_CAP: ModuleBuilder['sizes'] = { A: { small: 104, large: 124 }, others: { small: 5, large: 20 } };
/** Platform-wide sets over the count cap. */
const SET_OVER_CAP: ModuleBuilder['sizes'] = { A: { small: 104, large: 124 } };

/** Over the count cap too: the user searches the tallies do not count (keyword, certificate window) are capped counts. */
export const users = scopedBuilder('users', OVER_CAP, (t, i) =>
  // enabled handlers and reminders whose certificate expires within the warning window: every user list shows them
  createTestUser({
    username: `lc${t.key}${i}${uid()}`.slice(0, 30),
    password: PASSWORD,
    deptId: deptOf(t, i).deptId,
    deptPath: deptOf(t, i).deptPath,
    roleIds: [ROLE.user],
    userTypes: ['handler', 'reminder'],
    certificateBegin: day(-300),
    certificateEnd: day(10),
  }),
);

/** An operation log of a user update by `operName` in the organization, written as the middleware writes it, `i` seconds ago. */
export function writeUpdateLog(dept: Dept, i: number, operName: string): Promise<void> {
  const operTime = recent(i);
  return writeOperLog({
    operId: randomUUID(),
    month: operTime.slice(0, 7),
    title: 'user',
    businessType: 'update',
    requestMethod: 'PUT',
    operName,
    deptId: dept.deptId,
    deptPath: dept.deptPath,
    operUrl: '/prod-api/upms/system/user/update',
    operIp: '203.0.113.7',
    operParam: JSON.stringify({ userId: i, nickName: `Name ${i}` }),
    jsonResult: '{"code":200,"msg":"OK"}',
    status: '0',
    errorMsg: '',
    costTime: 12,
    operTime,
  });
}

export const operLogs = scopedBuilder('operation log', OVER_CAP, (t, i) => writeUpdateLog(deptOf(t, i), i, `op${t.key}${i}`));

export const loginLogs = scopedBuilder('login log', OVER_CAP, (t, i) => {
  const loginTime = recent(i);
  return writeLoginLog({
    infoId: randomUUID(),
    month: loginTime.slice(0, 7),
    userName: `u${t.key}${i}`,
    deptPath: deptOf(t, i).deptPath,
    ipaddr: '203.0.113.7',
    loginLocation: '',
    browser: 'Firefox 128',
    os: 'Windows 10',
    status: '0',
    msg: 'Login successful',
    loginTime,
  });
});

/** A platform-wide builder: `add(i)` for each record i of the set. */
const setBuilder = (name: string, sizes: ModuleBuilder['sizes'], add: (i: number, w: World) => Promise<unknown>): ModuleBuilder => ({
  name,
  sizes,
  grow: async (w, from, to) => {
    for (let i = from; i < to; i++) await add(i, w);
  },
});

export const jobLogs = setBuilder('job log', SET_OVER_CAP, (i) => {
  const startTime = recent(i);
  return writeJobLog({
    jobLogId: randomUUID(),
    month: startTime.slice(0, 7),
    jobId: 1,
    jobName: 'Clean expired captchas',
    jobGroup: 'system',
    invokeTarget: 'cleanExpiredCaptchas',
    status: '0',
    message: 'ok',
    error: '',
    startTime,
    durationMs: 3,
    ttl: Math.floor(Date.now() / 1000) + 86_400,
  });
});

export const sessions = scopedBuilder('online sessions', { A: { small: 10, large: 30 }, others: { small: 5, large: 20 } }, (t, i) => {
  const dept = deptOf(t, i);
  const at = new Date().toISOString();
  return createSession({
    sessionId: randomUUID(),
    userId: 900_000 + i,
    username: `s${t.key}${i}`,
    deptId: dept.deptId,
    deptName: dept.deptName,
    deptPath: dept.deptPath,
    roles: [],
    permissions: [],
    dataScope: '{"all":false,"subtrees":[],"exact":[]}',
    ipaddr: '203.0.113.7',
    browser: 'Firefox 128',
    os: 'Windows 10',
    loginTime: at,
    lastAccessTime: at,
    idleMinutes: 30,
    ttl: Math.floor(Date.now() / 1000) + 1800,
  });
});

export const depts = scopedBuilder('organizations', { A: { small: 3, large: 10 }, others: { small: 1, large: 5 } }, (t, _i, w) => addDept(w.platform, t.agent.deptId, `Branch ${t.key}`, '2'));

/** Devices (with their tallies and the stock movement line each registration writes). */
export const devices = scopedBuilder('devices', OVER_CAP, async (t, i) => void t.devices.push((await addDevice(deptOf(t, i))).deviceId));

export const accessories = scopedBuilder('accessories', OVER_CAP, (t, i) => {
  const id = `${t.key}${i}-${uid()}`;
  return addAccessory(
    seeder,
    addAccessoryBody.parse({ category: 'accessory', kind: 'cabinet', code: `CAB-${id}`, name: `Cabinet ${id}`, brand: 'Acme', model: 'C1', supplier: 'S', owner: 'O', dealer: 'D', deptId: deptOf(t, i).deptId, startDate: '2026-01-01', effectiveDays: null, expiryDate: '' }),
  );
});

/** The organization a device of the tenant was registered in (devices alternate between agent and customer). */
const deviceDept = (t: Tenant, deviceId: number) => deptOf(t, t.devices.indexOf(deviceId)).deptId;

/** Persons to notify: one per registered device of the tenant in turn (at most 20 per target). */
export const notifyPersons = scopedBuilder('notify persons', OVER_CAP, (t, i) => {
  const deviceId = t.devices[i % t.devices.length];
  const id = `${t.key}${i}`;
  const phone = `+33 6 ${String(TENANT_KEYS.indexOf(t.key)).padStart(2, '0')} ${String(i).padStart(4, '0')}`;
  return addNotifyPerson(seeder, addNotifyPersonBody.parse({ deptId: deviceDept(t, deviceId), deviceId, personName: `Keeper ${id}`, phone, email: `k${id.toLowerCase()}@example.com` }));
});

/** Work-order handlers: ten handler users of the tenant's agent, each assigned to one device after another. */
export const handlers = scopedBuilder('handlers', OVER_CAP, async (t, i) => {
  while (t.handlerUserIds.length < 10) t.handlerUserIds.push((await addUser({ dept: t.agent, roleIds: [ROLE.operator], userTypes: ['handler'] })).userId);
  const deviceId = t.devices[Math.floor(i / 10) % t.devices.length];
  return addHandler(seeder, addHandlerBody.parse({ deptId: deviceDept(t, deviceId), deviceId, userId: t.handlerUserIds[i % 10] }));
});

export const regions = setBuilder('regions', SET_OVER_CAP, (i, w) =>
  addRegion(seeder, addRegionBody.parse({ parentId: w.regionRootId, regionCode: `LC-${i}-${uid()}`, regionName: `Growth town ${i}` })),
);

/* ---- the bounded platform-wide sets (one partition each, a hard cap enforced by their writes) ---- */

const SMALL_SET: ModuleBuilder['sizes'] = { A: { small: 3, large: 10 } };
const catalogueBuilder = (name: string, add: (i: number, w: World) => Promise<unknown>) => setBuilder(name, SMALL_SET, add);

export const productTypes = catalogueBuilder('product types', () => addProductType(seeder, addProductTypeBody.parse({ typeCode: `LC${uid()}`, typeName: `Type ${uid()}` })));
let modelType: Promise<number> | undefined;
/** Models of one product type of their own (so the product type set does not grow with them). */
export const deviceModels = catalogueBuilder('device models', async () => {
  modelType ??= addProductType(seeder, addProductTypeBody.parse({ typeCode: `LM${uid()}`, typeName: `Model type ${uid()}` })).then((t) => t.typeId);
  return addDeviceModel(seeder, addDeviceModelBody.parse({ typeId: await modelType, modelName: `Model ${uid()}`, modelCode: `M${uid()}`, brand: 'Acme', workingPrinciple: '1' }));
});
export const monitorItems = catalogueBuilder('monitoring presets', (_i, w) => {
  const code = `LC${uid()}`.toUpperCase();
  const rule = { ruleCode: 'ALL', ruleName: 'All', lowerLimit: null, upperLimit: null, lightColour: 'green', emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' };
  return ok(invoke('MonitorItemAdd', { token: w.platform, body: { itemCode: code, itemName: `Item ${code}`, itemType: '1', redLightMinutes: 0, yellowLightMinutes: 0, status: '0', rules: [rule] } }));
});
export const dictTypes = catalogueBuilder('dictionary types', (_i, w) => ok(invoke('DictTypeAdd', { token: w.platform, body: { dictName: `Growth ${uid()}`, dictType: `lc_${uid().toLowerCase()}` } })));
/** Values of the one dictionary type the dictionary value cases read (`sys_user_sex` is seeded). */
export const dictData = catalogueBuilder('dictionary values', (i, w) => ok(invoke('DictDataAdd', { token: w.platform, body: { dictType: 'sys_user_sex', dictLabel: `Growth ${i}`, dictValue: `g${i}`, dictSort: 10 + i } })));
export const posts = catalogueBuilder('positions', (_i, w) => ok(invoke('PostAdd', { token: w.platform, body: { postCode: `lc${uid()}`, postName: `Position ${uid()}` } })));
export const menus = catalogueBuilder('menus', (_i, w) => ok(invoke('MenuAdd', { token: w.platform, body: { menuName: `Growth ${uid()}`, menuType: 'M', path: `growth${uid().toLowerCase()}`, parentId: 0 } })));
export const jobs = catalogueBuilder('jobs', (_i, w) =>
  ok(invoke('JobAdd', { token: w.platform, body: { jobName: `Job ${uid()}`, jobGroup: 'default', invokeTarget: 'cleanExpiredCaptchas', params: '', cronExpression: '0 0 3 * * ?', misfirePolicy: '3', concurrent: '1', status: '1' } })),
);
/* ---- records owned by organizations that lists page by scope (decisions 0025, 0026) ---- */

/** Custom roles of the tenant's agent and customer (at most 100 per organization: 85 each at the large size). */
export const roles = scopedBuilder('roles', OVER_CAP, (t, i, w) =>
  ok(invoke('RoleAdd', { token: w.platform, body: { deptId: deptOf(t, i).deptId, roleName: `Growth ${uid()}`, roleKey: `growth${uid().toLowerCase()}`, roleSort: 1, status: '0', dataScope: '4', menuIds: [], deptIds: [], remark: '' } })),
);
export const notices = scopedBuilder('notices', OVER_CAP, (t, i, w) =>
  ok(invoke('NoticeAdd', { token: w.platform, body: { deptId: deptOf(t, i).deptId, noticeTitle: `Growth ${uid()}`, noticeType: '1', status: '0', noticeContent: '<p>Maintenance</p>' } })),
);
export const configs = scopedBuilder('parameters', OVER_CAP, (t, i, w) =>
  ok(invoke('ConfigAdd', { token: w.platform, body: { deptId: deptOf(t, i).deptId, configName: `Growth ${uid()}`, configKey: `growth.${uid().toLowerCase()}`, configValue: '1', configType: 'N' } })),
);

/** Every builder, in the order they run (devices before what is bound to them). */
export const BUILDERS: ModuleBuilder[] = [
  users, operLogs, loginLogs, jobLogs, sessions, depts, devices, accessories, notifyPersons, handlers, regions,
  productTypes, deviceModels, monitorItems, dictTypes, dictData, posts, menus, jobs, roles, notices, configs,
];

/** Grows every module to its small (then large) size; the tenants of a scoped module grow side by side. */
export async function growAll(w: World, size: keyof Sizes): Promise<void> {
  const range = (s: Sizes): [number, number] => (size === 'small' ? [0, s.small] : [s.small, s.large]);
  for (const b of BUILDERS) {
    const { others } = b.sizes;
    if (!others) {
      await b.grow(w, ...range(b.sizes.A));
      continue;
    }
    await Promise.all(TENANT_KEYS.map((k) => b.grow(w, ...range(k === 'A' ? b.sizes.A : others), w.tenants[k])));
  }
}

/** Records of the module a caller sees added between the small and the large size. */
export function visibleGrowth(builder: ModuleBuilder, caller: Caller): number {
  const grown = (s: Sizes) => s.large - s.small;
  const { A, others } = builder.sizes;
  return grown(A) + (others && caller === 'platform' ? 2 * grown(others) : 0);
}
