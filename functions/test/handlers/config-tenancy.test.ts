import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CONFIG_KEYS, LIMITS } from '@aed/shared/constants/limits';
import { invoke } from '../helpers';
import { expectError } from './support';
import { addRole, allPages, MENUS, ROLE, threeTenants, userAt, type Dept, type World } from './tenant-support';
import { deptConfigCount } from '../../src/data/access/configs';
import { getConfigById, getRootConfig } from '../../src/data/access/config-reads';
import { CounterEntity } from '../../src/data/entities/counter-entity';
import { forgetConfigValues, sessionIdleMinutes } from '../../src/domain/config/config-values';

/**
 * Parameters belong to an organization (decision 0026), across three tenants of three levels: each tenant's
 * parameter administrator sees and changes its own subtree's only (the platform's and another tenant's answer like
 * missing ones and stay unchanged), keys are unique per organization, the platform reads the root's, and
 * `configKey` answers any session the public keys only.
 */
/** The shared initial password of issue 12 (being removed): never answered by key, whether it still exists or not. */
const INIT_PASSWORD_KEY = 'sys.user.initPassword';

describe('parameters across tenants', () => {
  let w: World;
  /** Parameter administrators (every parameter button, organization and below) of each tenant's agent. */
  const admins: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
  /** A's parameter administrator at the sub-agent, and a read-only administrator of A's agent (own organization). */
  let subAdminA: string;
  let viewerA: string;
  /** No permission at all, at C's customer. */
  let plainC: string;
  const ids: Record<string, number> = {};

  const body = (over: Record<string, unknown>) => ({ configName: 'Tenant colour', configKey: 'tenant.colour', configValue: 'blue', configType: 'N', remark: '', ...over });
  const addOk = async (token: string, over: Record<string, unknown>, dept?: Dept) => {
    const res = await invoke('ConfigAdd', { token, body: body({ ...over, ...(dept ? { deptId: dept.deptId } : {}) }) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { configId: number; deptId: number; deptName: string };
  };
  const byKey = (token: string, configKey: string) => invoke('ConfigByKey', { token, query: { configKey } });
  const listAll = (token: string, query: Record<string, string> = {}) =>
    allPages<{ configId: number; configKey: string; deptId: number }>('ConfigPage', token, (r) => r.configId, query);

  beforeAll(async () => {
    w = await threeTenants();
    const parameterAdmin = await addRole(w.admin, 'Parameter admin', [...MENUS.config], '4');
    for (const t of ['A', 'B', 'C'] as const) admins[t] = (await userAt(w[t].agent, [parameterAdmin], `cfg${t.toLowerCase()}`)).token;
    subAdminA = (await userAt(w.A.sub, [parameterAdmin], 'cfgsub')).token;
    viewerA = (await userAt(w.A.agent, [ROLE.readonlyAdmin], 'cfgview')).token;
    plainC = (await userAt(w.C.customer, [ROLE.user], 'cfgplain')).token;
    ids.A = (await addOk(admins.A, { configValue: 'red' })).configId;
    ids.Asub = (await addOk(subAdminA, { configValue: 'green' })).configId;
    ids.B = (await addOk(admins.B, { configValue: 'yellow' })).configId;
    ids.Bonly = (await addOk(admins.B, { configName: 'B only', configKey: 'tenant.bOnly', configValue: 'b' })).configId;
    ids.C = (await addOk(admins.C, { configValue: 'black' })).configId;
  }, 240_000);

  it('keeps keys unique per organization: every tenant has its own tenant.colour, none twice in one organization', async () => {
    expectError(await invoke('ConfigAdd', { token: admins.A, body: body({ configKey: 'TENANT.colour' }) }), 409, 'config.keyExists');
    expect((await getConfigById(ids.A))?.configValue).toBe('red');
    expect((await getConfigById(ids.B))?.configValue).toBe('yellow');
  });

  it('lists to each administrator the parameters of its scope only, not the platform one', async () => {
    const a = await listAll(admins.A);
    expect(a.ids.sort()).toEqual([ids.A, ids.Asub].sort());
    expect(a.total).toBe(2);
    expect((await listAll(admins.B)).ids.sort()).toEqual([ids.B, ids.Bonly].sort());
    expect((await listAll(subAdminA)).ids).toEqual([ids.Asub]);
    expect((await listAll(viewerA)).ids).toEqual([ids.A]);
    expect((await listAll(admins.A, { configKey: CONFIG_KEYS.captchaEnabled })).ids).toEqual([]);
    // the platform's operator sees the root's (first) and every tenant's
    const all = await listAll(w.admin);
    expect(all.rows[0].deptId).toBe(100);
    expect(all.ids).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(all.rows.map((r) => r.configKey)).toContain(CONFIG_KEYS.captchaEnabled);
  });

  it("answers another tenant's parameter and the platform's like a missing one on every call, and changes nothing", async () => {
    const root = (await getRootConfig(CONFIG_KEYS.passwordValidateDays))!;
    for (const id of [root.configId, ids.B, ids.C]) {
      const before = await getConfigById(id);
      expectError(await invoke('ConfigInfo', { token: admins.A, query: { configId: String(id) } }), 404, 'config.notFound');
      expectError(await invoke('ConfigUpdate', { token: admins.A, body: body({ configId: id, configKey: before!.configKey, configValue: '0' }) }), 404, 'config.notFound');
      expectError(await invoke('ConfigDelete', { token: admins.A, query: { ids: `${ids.A},${id}` } }), 404, 'config.notFound');
      expect(await getConfigById(id)).toEqual(before);
    }
    expect(await getConfigById(ids.A)).not.toBeNull();
    expectError(await invoke('ConfigInfo', { token: admins.A, query: { configId: '999999' } }), 404, 'config.notFound');
    // within a tenant: the sub-agent's administrator does not reach the agent's parameter
    expectError(await invoke('ConfigInfo', { token: subAdminA, query: { configId: String(ids.A) } }), 404, 'config.notFound');
  });

  it("adds to organizations whose whole subtree the caller holds only; the root's parameters are the platform operator's", async () => {
    expectError(await invoke('ConfigAdd', { token: admins.A, body: body({ configKey: 'to.b', deptId: w.B.agent.deptId }) }), 404, 'dept.notFound');
    expectError(await invoke('ConfigAdd', { token: admins.A, body: body({ configKey: 'to.root', deptId: 100 }) }), 404, 'dept.notFound');
    const onCustomer = await addOk(admins.A, { configKey: 'customer.key' }, w.A.customer);
    expect(onCustomer).toMatchObject({ deptId: w.A.customer.deptId, deptName: w.A.customer.deptName });
    // the platform's operator (scope all, not the super administrator) changes the root's parameters
    const ops = (await userAt({ deptId: 100, deptPath: '0,100,', deptName: 'AED Cloud' }, [ROLE.opsAdmin], 'ops')).token;
    const row = (await listAll(ops, { configKey: CONFIG_KEYS.passwordValidateDays })).rows[0] as unknown as Record<string, unknown>;
    expect((await invoke('ConfigUpdate', { token: ops, body: { ...row, configValue: '60' } })).status).toBe(200);
    expect((await getRootConfig(CONFIG_KEYS.passwordValidateDays))?.configValue).toBe('60');
  });

  it("reads the platform's values from the root only: a tenant's parameter of the same key changes nothing", async () => {
    const before = await sessionIdleMinutes();
    await addOk(admins.A, { configName: 'Idle', configKey: CONFIG_KEYS.sessionIdleMinutes, configValue: '1' });
    forgetConfigValues();
    expect(await sessionIdleMinutes()).toBe(before);
  });

  it('answers configKey: public keys to any session, others with the permission and in scope, secrets never', async () => {
    // a plain user of tenant C: the public key only
    const captcha = await byKey(plainC, CONFIG_KEYS.captchaEnabled);
    expect(captcha.status).toBe(200);
    expect(captcha.json.data).toBe((await getRootConfig(CONFIG_KEYS.captchaEnabled))!.configValue);
    for (const key of [INIT_PASSWORD_KEY, CONFIG_KEYS.passwordValidateDays, 'tenant.colour', 'no.such.key']) {
      const res = await byKey(plainC, key);
      expectError(res, 403, 'common.forbidden');
      expect(res.json.data).toBeUndefined();
    }
    // with the permission: the nearest organization on the caller's path holding the key, in its scope
    expect((await byKey(admins.A, 'tenant.colour')).json.data).toBe('red');
    expect((await byKey(subAdminA, 'tenant.colour')).json.data).toBe('green');
    expect((await byKey(admins.B, 'tenant.colour')).json.data).toBe('yellow');
    // another tenant's key answers like an unknown one; so does the platform's outside the scope
    expect((await byKey(admins.A, 'tenant.bOnly')).json.data).toBe('');
    expect((await byKey(admins.A, 'no.such.key')).json.data).toBe('');
    expect((await byKey(admins.A, CONFIG_KEYS.passwordValidateDays)).json.data).toBe('');
    expect((await byKey(w.admin, CONFIG_KEYS.passwordValidateDays)).json.data).toBe((await getRootConfig(CONFIG_KEYS.passwordValidateDays))!.configValue);
    // a secret, even to its own organization's administrator and to the super administrator
    await addOk(admins.A, { configName: 'SMTP', configKey: 'tenant.smtpPassword', configValue: 'hunter2' });
    expectError(await byKey(admins.A, 'tenant.smtpPassword'), 403, 'common.forbidden');
    expectError(await byKey(w.admin, INIT_PASSWORD_KEY), 403, 'common.forbidden');
  });

  it("exports the caller's scope only", async () => {
    const res = await invoke('ConfigExport', { token: admins.B, query: {} });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
    const keys = book.worksheets[0].getColumn(3).values.slice(2);
    expect(keys.sort()).toEqual(['tenant.bOnly', 'tenant.colour']);
    expect(book.worksheets[0].getColumn(8).values.slice(2)).toEqual([w.B.agent.deptName, w.B.agent.deptName]);
  });

  it('gives each organization its own room; an organization that owns parameters is not deleted', async () => {
    const name = `deptConfigs#${w.C.agent.deptId}`;
    const held = await deptConfigCount(w.C.agent.deptId);
    expect(held).toBe(1);
    await CounterEntity.put({ name, value: LIMITS.maxParameters }).go();
    try {
      const full = await invoke('ConfigAdd', { token: admins.C, body: body({ configKey: 'one.more' }) });
      expectError(full, 409, 'config.tooMany');
      expect(full.json.params).toMatchObject({ max: LIMITS.maxParameters });
      await addOk(admins.B, { configKey: 'b.still.adds' });
    } finally {
      await CounterEntity.put({ name, value: held }).go();
    }
    expect((await listAll(admins.C)).ids).toEqual([ids.C]);

    const leaf = (await invoke('DeptAdd', { token: w.admin, body: { parentId: w.C.sub.deptId, deptType: '2', deptName: `Leaf ${Date.now()}`, equipmentQuota: 1, userQuota: 1, operationAccountCount: 1, viewAccountCount: 1 } })).json.data as Dept;
    const owned = await addOk(admins.C, { configKey: 'leaf.key' }, leaf);
    const kept = await invoke('DeptDelete', { token: w.admin, query: { deptId: String(leaf.deptId) } });
    expectError(kept, 409, 'config.deptHasRecords');
    expect(kept.json.params).toMatchObject({ count: 1 });
    expect((await invoke('ConfigDelete', { token: admins.C, query: { ids: String(owned.configId) } })).status).toBe(200);
    expect((await invoke('DeptDelete', { token: w.admin, query: { deptId: String(leaf.deptId) } })).status).toBe(200);
  });
});
