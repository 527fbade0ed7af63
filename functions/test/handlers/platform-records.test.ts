import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../helpers';
import { expectError } from './support';
import { addRole, MENUS, ROLE, threeTenants, userAt, type World } from './tenant-support';
import { getPostById } from '../../src/data/access/posts';
import { getDictTypeById } from '../../src/data/access/dicts';
import { getJobById } from '../../src/data/access/jobs';

/**
 * Dictionaries, positions and scheduled jobs are platform-wide (decision 0026): a tenant role that holds their
 * write permissions is refused on every change (`common.platformOnly`, nothing changed), reads stay open, and the
 * platform's operator (data scope all) still changes them.
 */
describe('platform-wide records', () => {
  let w: World;
  /** Administrators of tenants A, B, C whose role holds every position, dictionary and job button, organization and below. */
  const tenantAdmins: string[] = [];
  let ops: string;
  let postId: number;
  let dictId: number;
  let dictCode: number;

  beforeAll(async () => {
    w = await threeTenants();
    const writer = await addRole(w.admin, 'Catalogue writer', [...MENUS.post, ...MENUS.dict, ...MENUS.job], '4');
    for (const t of [w.A, w.B, w.C]) tenantAdmins.push((await userAt(t.agent, [writer, ROLE.orgAdmin], 'plat')).token);
    ops = (await userAt({ deptId: 100, deptPath: '0,100,', deptName: 'AED Cloud' }, [ROLE.opsAdmin], 'ops')).token;
    postId = (await invoke('PostAdd', { token: w.admin, body: { postCode: 'tech', postName: 'Technician', postSort: 1 } })).json.data.postId;
    dictId = (await invoke('DictTypeAdd', { token: w.admin, body: { dictName: 'Colours', dictType: 'test_colour' } })).json.data.dictId;
    dictCode = (await invoke('DictDataAdd', { token: w.admin, body: { dictType: 'test_colour', dictLabel: 'Red', dictValue: 'r', dictSort: 1 } })).json.data.dictCode;
  }, 240_000);

  it('refuses a tenant role every change of a position, whatever permission it holds, and changes nothing', async () => {
    for (const token of tenantAdmins) {
      const before = await getPostById(postId);
      expectError(await invoke('PostUpdate', { token, body: { postId, postCode: 'tech', postName: 'Phished', postSort: 1, status: '0', remark: '' } }), 403, 'common.platformOnly');
      expectError(await invoke('PostAdd', { token, body: { postCode: 'mine', postName: 'Mine' } }), 403, 'common.platformOnly');
      expectError(await invoke('PostDelete', { token, query: { ids: String(postId) } }), 403, 'common.platformOnly');
      expect(await getPostById(postId)).toEqual(before);
      // reading stays open
      expect((await invoke('PostPage', { token })).json.data.rows.map((r: { postId: number }) => r.postId)).toContain(postId);
    }
    expect((await invoke('PostPage', { token: w.admin, query: { postCode: 'mine' } })).json.data.total).toBe(0);
  });

  it('refuses a tenant role every change of a dictionary type or value, and changes nothing', async () => {
    for (const token of tenantAdmins) {
      const type = await getDictTypeById(dictId);
      expectError(await invoke('DictTypeUpdate', { token, body: { dictId, dictName: 'Renamed', dictType: 'test_colour', status: '0', remark: '' } }), 403, 'common.platformOnly');
      expectError(await invoke('DictTypeAdd', { token, body: { dictName: 'Mine', dictType: 'mine_type' } }), 403, 'common.platformOnly');
      expectError(await invoke('DictTypeDelete', { token, query: { ids: String(dictId) } }), 403, 'common.platformOnly');
      expectError(await invoke('DictDataAdd', { token, body: { dictType: 'test_colour', dictLabel: 'Blue', dictValue: 'b', dictSort: 2 } }), 403, 'common.platformOnly');
      expectError(await invoke('DictDataUpdate', { token, body: { dictCode, dictType: 'test_colour', dictLabel: 'Green', dictValue: 'r', dictSort: 1 } }), 403, 'common.platformOnly');
      expectError(await invoke('DictDataDelete', { token, query: { ids: String(dictCode) } }), 403, 'common.platformOnly');
      expect(await getDictTypeById(dictId)).toEqual(type);
      const values = (await invoke('DictDataPage', { token, query: { dictType: 'test_colour' } })).json.data.rows;
      expect(values.map((v: { dictLabel: string }) => v.dictLabel)).toEqual(['Red']);
    }
  });

  it('refuses a tenant role every change of a scheduled job (add, edit, pause, run, delete, its log), and changes nothing', async () => {
    const job = {
      jobName: 'Mine',
      jobGroup: 'default',
      invokeTarget: 'cleanExpiredCaptchas',
      params: '',
      cronExpression: '0 0 3 * * ?',
      misfirePolicy: '3',
      concurrent: '1',
      status: '0',
      remark: '',
    };
    for (const token of tenantAdmins) {
      const before = await getJobById(1);
      expectError(await invoke('JobAdd', { token, body: job }), 403, 'common.platformOnly');
      expectError(await invoke('JobUpdate', { token, body: { ...job, ...before, jobName: 'Hijacked' } }), 403, 'common.platformOnly');
      expectError(await invoke('JobChangeStatus', { token, body: { jobId: 1, status: '1' } }), 403, 'common.platformOnly');
      expectError(await invoke('JobRun', { token, body: { jobId: 1 } }), 403, 'common.platformOnly');
      expectError(await invoke('JobDelete', { token, query: { ids: '1' } }), 403, 'common.platformOnly');
      expectError(await invoke('JobLogClean', { token, query: {} }), 403, 'common.platformOnly');
      expectError(await invoke('JobLogDelete', { token, query: { ids: 'abcdefgh1' } }), 403, 'common.platformOnly');
      expect(await getJobById(1)).toEqual(before);
      expect((await invoke('JobPage', { token })).status).toBe(200);
    }
  });

  it("leaves the changes to the platform's operator (data scope all)", async () => {
    const renamed = await invoke('PostUpdate', { token: ops, body: { postId, postCode: 'tech', postName: 'Field technician', postSort: 1, status: '0', remark: '' } });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect((await getPostById(postId))?.postName).toBe('Field technician');
    const value = await invoke('DictDataAdd', { token: ops, body: { dictType: 'test_colour', dictLabel: 'Blue', dictValue: 'b', dictSort: 2 } });
    expect(value.status, JSON.stringify(value.json)).toBe(200);
  });
});
