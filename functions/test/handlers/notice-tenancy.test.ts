import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../helpers';
import { expectError } from './support';
import { recordCommands } from '../command-recorder';
import { allPages, ROLE, threeTenants, userAt, type Dept, type World } from './tenant-support';
import { deptNoticeCount, getNoticeWithContent } from '../../src/data/access/notices';
import { CounterEntity } from '../../src/data/entities/counter-entity';
import { NOTICE_LIMITS } from '@aed/shared/schemas/notice';

/**
 * Notices belong to an organization and reach its subtree (decision 0026), across three tenants of three levels:
 * administrators read and change only what their scope holds wholly (another tenant's notice and the platform's
 * answer like a missing one, and stay unchanged), the top bar shows a reader its own organization's and its
 * ancestors' notices (labelled with the publisher), and each organization has its own room.
 */
describe('notices across tenants', () => {
  let w: World;
  /** Administrators (organization and below) of each tenant's agent, and of A's sub-agent. */
  let adminA: string;
  let adminB: string;
  let adminC: string;
  let subAdminA: string;
  /** Operation administrator of A's agent: notice rights, own organization only. */
  let ownOnlyA: string;
  /** Readers without any permission at each level of A, and at B's and C's customers. */
  const readers: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const add = (token: string, body: Record<string, unknown>) => invoke('NoticeAdd', { token, body: { noticeType: '1', noticeContent: '<p>text</p>', ...body } });
  const addOk = async (token: string, title: string, dept?: Dept) => {
    const res = await add(token, { noticeTitle: title, ...(dept ? { deptId: dept.deptId } : {}) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.noticeId as number;
  };
  const topBar = async (token: string) => {
    const res = await invoke('NoticePublished', { token, query: { limit: '20' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { noticeId: number; noticeTitle: string; deptName: string; deptId: number }[];
  };
  const listAll = (token: string, query: Record<string, string> = {}) =>
    allPages<{ noticeId: number; deptId: number; deptName: string }>('NoticePage', token, (r) => r.noticeId, query);

  beforeAll(async () => {
    w = await threeTenants();
    adminA = (await userAt(w.A.agent, [ROLE.orgAdmin], 'adma')).token;
    adminB = (await userAt(w.B.agent, [ROLE.orgAdmin], 'admb')).token;
    adminC = (await userAt(w.C.agent, [ROLE.orgAdmin], 'admc')).token;
    subAdminA = (await userAt(w.A.sub, [ROLE.orgAdmin], 'suba')).token;
    ownOnlyA = (await userAt(w.A.agent, [ROLE.operationAdmin], 'owna')).token;
    for (const [key, dept] of [
      ['A.agent', w.A.agent],
      ['A.sub', w.A.sub],
      ['A.customer', w.A.customer],
      ['B.customer', w.B.customer],
      ['C.customer', w.C.customer],
    ] as const) {
      readers[key] = (await userAt(dept, [ROLE.user], 'rd')).token;
    }
    ids.platform = await addOk(w.admin, 'Platform maintenance');
    ids.A = await addOk(adminA, 'Agent A news');
    ids.Asub = await addOk(subAdminA, 'Sub-agent A news');
    ids.B = await addOk(adminB, 'Agent B news');
    ids.C = await addOk(adminC, 'Agent C news');
  }, 240_000);

  it("shows each reader its own organization's and its ancestors' notices, labelled with the publisher", async () => {
    const titles = async (token: string) => (await topBar(token)).map((n) => n.noticeId);
    expect(await titles(readers['A.agent'])).toEqual([ids.A, ids.platform]);
    expect(await titles(readers['A.sub'])).toEqual([ids.Asub, ids.A, ids.platform]);
    expect(await titles(readers['A.customer'])).toEqual([ids.Asub, ids.A, ids.platform]);
    expect(await titles(readers['B.customer'])).toEqual([ids.B, ids.platform]);
    expect(await titles(readers['C.customer'])).toEqual([ids.C, ids.platform]);
    // the platform's operator (root organization) sees the platform's only: a tenant's notice is never the platform's
    expect(await titles(w.admin)).toEqual([ids.platform]);
    const labelled = await topBar(readers['A.customer']);
    expect(labelled.find((n) => n.noticeId === ids.A)).toMatchObject({ deptId: w.A.agent.deptId, deptName: w.A.agent.deptName });
    expect(labelled.find((n) => n.noticeId === ids.platform)).toMatchObject({ deptId: 100, deptName: 'AED Cloud' });
  });

  it("reads the reader's path only: one Query per organization on it, never another tenant's notices", async () => {
    const rec = recordCommands();
    try {
      await topBar(readers['A.customer']);
    } finally {
      rec.stop();
    }
    // session GetItem etc. aside: root, agent, sub-agent and customer each one Query, no Scan
    expect(rec.names().filter((c) => c === 'QueryCommand')).toHaveLength(4);
    expect(rec.names()).not.toContain('ScanCommand');
  });

  it("lists to each administrator the notices of its scope only; the platform's operator sees all", async () => {
    const a = await listAll(adminA);
    expect(a.ids.sort()).toEqual([ids.A, ids.Asub].sort());
    expect(a.total).toBe(2);
    expect(a.rows.find((r) => r.noticeId === ids.Asub)).toMatchObject({ deptId: w.A.sub.deptId, deptName: w.A.sub.deptName });
    expect((await listAll(adminB)).ids).toEqual([ids.B]);
    expect((await listAll(subAdminA)).ids).toEqual([ids.Asub]);
    // own organization only: the agent's notices, not the sub-agent's
    expect((await listAll(ownOnlyA)).ids).toEqual([ids.A]);
    const all = await listAll(w.admin);
    expect(all.ids).toEqual(expect.arrayContaining(Object.values(ids)));
    // the root organization's first, then each organization's newest first
    expect(all.ids[0]).toBe(ids.platform);
    // a search never reaches another tenant
    expect((await listAll(adminA, { noticeTitle: 'agent b' })).ids).toEqual([]);
    expect((await listAll(adminB, { noticeTitle: 'agent b' })).ids).toEqual([ids.B]);
  });

  it("answers another tenant's notice and the platform's like a missing one on every call, and changes nothing", async () => {
    for (const id of [ids.platform, ids.B, ids.C]) {
      const before = await getNoticeWithContent(id);
      expectError(await invoke('NoticeInfo', { token: adminA, query: { noticeId: String(id) } }), 404, 'notice.notFound');
      const body = { noticeId: id, noticeTitle: 'Phishing: send your password', noticeType: '1', noticeContent: '<p>evil</p>', status: '0' };
      expectError(await invoke('NoticeUpdate', { token: adminA, body }), 404, 'notice.notFound');
      // disabling is an update of the status
      expectError(await invoke('NoticeUpdate', { token: adminA, body: { ...body, noticeTitle: before!.noticeTitle, status: '1' } }), 404, 'notice.notFound');
      // mixed with one of its own: all or nothing
      expectError(await invoke('NoticeDelete', { token: adminA, query: { ids: `${ids.A},${id}` } }), 404, 'notice.notFound');
      expect(await getNoticeWithContent(id)).toEqual(before);
    }
    expect(await getNoticeWithContent(ids.A)).not.toBeNull();
    // a missing id answers the same
    expectError(await invoke('NoticeInfo', { token: adminA, query: { noticeId: '999999' } }), 404, 'notice.notFound');
    // within a tenant: the sub-agent's administrator does not reach the agent's notice
    expectError(await invoke('NoticeInfo', { token: subAdminA, query: { noticeId: String(ids.A) } }), 404, 'notice.notFound');
  });

  it("publishes only to organizations whose whole subtree the caller holds; the root's is the platform's alone", async () => {
    const count = async () => (await listAll(w.admin)).ids.length;
    const before = await count();
    // another tenant's organization, the root: as if they did not exist
    expectError(await add(adminA, { noticeTitle: 'To B', deptId: w.B.customer.deptId }), 404, 'dept.notFound');
    expectError(await add(adminA, { noticeTitle: 'To everyone', deptId: 100 }), 404, 'dept.notFound');
    // own organization only: it may read its agent's notices but not publish there (that reaches the sub-agents too)
    expectError(await add(ownOnlyA, { noticeTitle: 'Own only' }), 403, 'notice.outsideSubtree');
    const agentNotice = (await invoke('NoticeInfo', { token: ownOnlyA, query: { noticeId: String(ids.A) } })).json.data;
    expect(agentNotice.noticeTitle).toBe('Agent A news');
    const stored = await getNoticeWithContent(ids.A);
    expectError(await invoke('NoticeUpdate', { token: ownOnlyA, body: { ...agentNotice, noticeTitle: 'Changed' } }), 403, 'notice.outsideSubtree');
    expectError(await invoke('NoticeDelete', { token: ownOnlyA, query: { ids: String(ids.A) } }), 403, 'notice.outsideSubtree');
    expect(await getNoticeWithContent(ids.A)).toEqual(stored);
    expect(await count()).toBe(before);
    // within its subtree a tenant administrator picks the organization
    const toCustomer = await addOk(adminA, 'For the customer', w.A.customer);
    expect((await topBar(readers['A.customer'])).map((n) => n.noticeId)).toContain(toCustomer);
    expect((await topBar(readers['A.sub'])).map((n) => n.noticeId)).not.toContain(toCustomer);
    expect((await invoke('NoticeDelete', { token: adminA, query: { ids: String(toCustomer) } })).status).toBe(200);
  });

  it('lets a tenant change and close its own notices, which then leave its readers', async () => {
    const info = (await invoke('NoticeInfo', { token: adminA, query: { noticeId: String(ids.A) } })).json.data;
    const closed = await invoke('NoticeUpdate', { token: adminA, body: { ...info, status: '1' } });
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    expect((await topBar(readers['A.agent'])).map((n) => n.noticeId)).toEqual([ids.platform]);
    expect((await invoke('NoticeUpdate', { token: adminA, body: { ...info, status: '0' } })).status).toBe(200);
    expect((await topBar(readers['A.agent'])).map((n) => n.noticeId)).toEqual([ids.A, ids.platform]);
  });

  it('gives each organization its own room: a full tenant does not stop another', async () => {
    const name = `deptNotices#${w.A.agent.deptId}`;
    const held = await deptNoticeCount(w.A.agent.deptId);
    await CounterEntity.put({ name, value: NOTICE_LIMITS.maxPerOrganization }).go();
    try {
      const full = await add(adminA, { noticeTitle: 'One too many' });
      expectError(full, 409, 'notice.tooMany');
      expect(full.json.params).toMatchObject({ max: NOTICE_LIMITS.maxPerOrganization });
      const other = await addOk(adminB, 'B still publishes');
      expect((await invoke('NoticeDelete', { token: adminB, query: { ids: String(other) } })).status).toBe(200);
    } finally {
      await CounterEntity.put({ name, value: held }).go();
    }
    expect((await listAll(adminA, { noticeTitle: 'one too many' })).ids).toEqual([]);
  });

  it('keeps an organization that owns notices; its notices follow it when it moves', async () => {
    const leaf = (await invoke('DeptAdd', { token: w.admin, body: { parentId: w.A.sub.deptId, deptType: '2', deptName: `Leaf ${Date.now()}`, equipmentQuota: 1, userQuota: 1, operationAccountCount: 1, viewAccountCount: 1 } })).json.data as Dept;
    const id = await addOk(adminA, 'Leaf notice', leaf);
    const refused = await invoke('DeptDelete', { token: w.admin, query: { deptId: String(leaf.deptId) } });
    expectError(refused, 409, 'notice.deptHasRecords');
    expect(refused.json.params).toMatchObject({ count: 1 });

    // moved under tenant B: B's administrator now holds it, A's no longer sees it
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = (
      await invoke('DeptInfo', { token: w.admin, query: { deptId: String(leaf.deptId) } })
    ).json.data;
    const moved = await invoke('DeptUpdate', { token: w.admin, body: { ...body, parentId: w.B.sub.deptId } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expectError(await invoke('NoticeInfo', { token: adminA, query: { noticeId: String(id) } }), 404, 'notice.notFound');
    expect((await listAll(adminB)).ids).toContain(id);
    expect((await invoke('NoticeDelete', { token: adminB, query: { ids: String(id) } })).status).toBe(200);
    expect((await invoke('DeptDelete', { token: w.admin, query: { deptId: String(leaf.deptId) } })).status).toBe(200);
  });
});
