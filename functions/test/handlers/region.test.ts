import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import type { RegionOption, RegionPath, RegionRecord, RegionRow } from '@aed/shared/schemas/region';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { writeTransaction } from '../../src/data/access/transactions';
import { bumpUsage, usageCount } from '../../src/data/access/usage-counters';
import { createRegion, deleteRegions, getRegion, rebaseRegions, updateRegion } from '../../src/data/access/regions';
import type { RegionItem } from '../../src/data/entities/region-entity';
import { selectableRegion } from '../../src/domain/region/region-queries';
import { CounterEntity } from '../../src/data/entities/counter-entity';

let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase();

/** An installation address naming (or no longer naming) the region, counted the way that module will count it. */
const addressUses = (regionId: number, delta: 1 | -1) => writeTransaction({ counter: CounterEntity }, ({ counter }, add) => add('usage', bumpUsage(counter, 'region', regionId, delta)));

type Body = Record<string, unknown>;

describe('administrative regions', () => {
  let token: string;
  let plainToken: string;
  let viewerToken: string;
  let opsToken: string;

  const add = (body: Body) => invoke('RegionAdd', { token, body });
  const addOk = async (over: Body = {}): Promise<RegionRecord> => {
    const id = uid();
    const res = await add({ regionCode: `R-${id}`, regionName: `Region ${id}`, ...over });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const info = (regionId: number) => invoke('RegionInfo', { token, query: { regionId: String(regionId) } });
  const infoOk = async (regionId: number): Promise<RegionRow> => {
    const res = await info(regionId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const children = async (parentId: number, query: Record<string, string> = {}): Promise<RegionRecord[]> => {
    const res = await invoke('RegionChildren', { token, query: { parentId: String(parentId), ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  /** The editable fields of a record, as the update call takes them. */
  const bodyOf = (r: RegionRecord) => ({
    regionId: r.regionId,
    parentId: r.parentId,
    regionCode: r.regionCode,
    regionName: r.regionName,
    names: r.names,
    orderNum: r.orderNum,
    status: r.status,
    remark: r.remark,
  });
  const update = (r: RegionRecord, over: Body = {}) => invoke('RegionUpdate', { token, body: { ...bodyOf(r), ...over } });
  const options = async (parentId: number, as = token): Promise<RegionOption[]> => {
    const res = await invoke('RegionOptions', { token: as, query: { parentId: String(parentId) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const paths = async (ids: number[], language?: string): Promise<RegionPath[]> => {
    const res = await invoke('RegionPath', { token, query: { ids: ids.join(',') }, headers: language ? { 'accept-language': language } : undefined });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  /** Everything under a region (0: the whole tree), read level by level through the API. */
  const subtree = async (parentId: number): Promise<RegionRecord[]> => {
    const out: RegionRecord[] = [];
    for (const child of await children(parentId)) out.push(child, ...(await subtree(child.regionId)));
    return out;
  };

  /** A small country: country > province > city > district. */
  const country = async () => {
    const c = await addOk({ regionName: `Country ${uid()}` });
    const p = await addOk({ parentId: c.regionId });
    const city = await addOk({ parentId: p.regionId });
    const d = await addOk({ parentId: city.regionId });
    return { c, p, city, d };
  };

  beforeAll(async () => {
    token = await adminToken();
    await createTestUser({ username: 'rgplain', password: 'Plain#2026pw', roleIds: [7] });
    await createTestUser({ username: 'rgviewer', password: 'Plain#2026pw', roleIds: [8] });
    await createTestUser({ username: 'rgops', password: 'Plain#2026pw', roleIds: [2] });
    plainToken = await loginAs('rgplain', 'Plain#2026pw');
    viewerToken = await loginAs('rgviewer', 'Plain#2026pw');
    opsToken = await loginAs('rgops', 'Plain#2026pw');
  });

  it('adds a tree, lists each level in sort order, reads a region with its path, updates and deletes it, logging each change', async () => {
    const fr = await addOk({ regionCode: 'FR-T', regionName: 'France T', names: { en: 'France T', 'zh-CN': '法国 T', 'zh-TW': '法國 T' } });
    expect(fr).toMatchObject({ parentId: 0, level: 1, status: '0', childCount: 0, names: { en: 'France T', fr: '', 'zh-CN': '法国 T', 'zh-TW': '法國 T' }, createBy: 'admin' });
    const idf = await addOk({ parentId: fr.regionId, regionCode: 'FR-T-IDF', regionName: 'Île-de-France', orderNum: 2 });
    const ara = await addOk({ parentId: fr.regionId, regionCode: 'FR-T-ARA', regionName: 'Auvergne-Rhône-Alpes', orderNum: 1 });
    const paris = await addOk({ parentId: idf.regionId, regionCode: 'FR-T-75', regionName: 'Paris', remark: 'capital' });
    expect(paris).toMatchObject({ level: 3, parentId: idf.regionId, remark: 'capital' });

    // one level at a time, by sort order then code; the parent counts its children
    expect((await children(fr.regionId)).map((r) => r.regionCode)).toEqual(['FR-T-ARA', 'FR-T-IDF']);
    expect((await children(fr.regionId)).find((r) => r.regionId === idf.regionId)?.childCount).toBe(1);
    expect((await children(0)).map((r) => r.regionId)).toContain(fr.regionId);
    expect((await children(0)).map((r) => r.regionId)).not.toContain(idf.regionId);

    const row = await infoOk(paris.regionId);
    expect(row.path.map((n) => n.regionCode)).toEqual(['FR-T', 'FR-T-IDF', 'FR-T-75']);
    expect(row.path.map((n) => n.level)).toEqual([1, 2, 3]);

    const upd = await update(ara, { regionName: 'AURA', names: { fr: 'Auvergne-Rhône-Alpes' }, orderNum: 3, remark: 'merged 2016' });
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    expect(await infoOk(ara.regionId)).toMatchObject({ regionName: 'AURA', names: { fr: 'Auvergne-Rhône-Alpes', en: '' }, orderNum: 3, remark: 'merged 2016' });
    expect((await children(fr.regionId)).map((r) => r.regionCode)).toEqual(['FR-T-IDF', 'FR-T-ARA']);

    expect((await invoke('RegionDelete', { token, query: { ids: String(ara.regionId) } })).status).toBe(200);
    expectError(await info(ara.regionId), 404, 'region.notFound');
    expect((await infoOk(fr.regionId)).childCount).toBe(1);
    // its code and name are free again
    await addOk({ parentId: fr.regionId, regionCode: 'fr-t-ara', regionName: 'aura' });

    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.filter((l) => l.title === 'region').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('refuses a duplicate code anywhere in the tree, case-insensitively, on add and update, and changes nothing', async () => {
    const { c, p } = await country();
    const code = `DUP-${uid()}`;
    const first = await addOk({ parentId: p.regionId, regionCode: code });
    const before = await subtree(c.regionId);
    expectError(await add({ regionCode: code.toLowerCase(), regionName: 'Elsewhere' }), 409, 'region.codeExists');
    expectError(await add({ parentId: c.regionId, regionCode: ` ${code} `, regionName: 'Other' }), 409, 'region.codeExists');
    expect(await subtree(c.regionId)).toEqual(before);

    const second = await addOk({ parentId: p.regionId });
    expectError(await update(second, { regionCode: code.toLowerCase() }), 409, 'region.codeExists');
    expect(await infoOk(second.regionId)).toMatchObject(second);
    // the marker did not move: the second region's own code is still taken, the first's too
    expectError(await add({ regionCode: second.regionCode, regionName: 'x' }), 409, 'region.codeExists');
    expectError(await add({ regionCode: first.regionCode, regionName: 'y' }), 409, 'region.codeExists');
    // changing only the case of its own code is fine
    expect((await update(second, { regionCode: second.regionCode.toLowerCase() })).status).toBe(200);
  });

  it('refuses a name a sibling has (default name, or the name shown in any language), allows it under another parent, and changes nothing', async () => {
    const { c, p, city } = await country();
    const taken = await addOk({ parentId: p.regionId, regionName: 'Lyon', names: { 'zh-CN': '里昂', 'zh-TW': '里昂' } });
    const before = await subtree(c.regionId);
    expectError(await add({ parentId: p.regionId, regionCode: `N-${uid()}`, regionName: '  lyon ' }), 409, 'region.nameExists');
    // a different default name, but shown as 里昂 in Chinese, like its sibling
    const shown = await add({ parentId: p.regionId, regionCode: `N-${uid()}`, regionName: 'Lugdunum', names: { 'zh-CN': '里昂' } });
    expectError(shown, 409, 'region.nameExists');
    expect(shown.json.params).toEqual({ name: '里昂' });
    expect(await subtree(c.regionId)).toEqual(before);
    // the same name under another parent is fine
    await addOk({ parentId: city.regionId, regionName: 'Lyon' });

    const other = await addOk({ parentId: p.regionId, regionName: 'Villeurbanne' });
    expectError(await update(other, { regionName: 'LYON' }), 409, 'region.nameExists');
    expect(await infoOk(other.regionId)).toMatchObject(other);
    expect(await infoOk(taken.regionId)).toMatchObject(taken);
  });

  it('lets exactly one of two concurrent identical adds win', async () => {
    const { p } = await country();
    const code = `RACE-${uid()}`;
    const body = { parentId: p.regionId, regionCode: code, regionName: `Race ${code}` };
    const results = await Promise.all([add(body), add(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(['region.codeExists', 'region.nameExists', 'common.conflict']).toContain(results.find((r) => r.status === 409)!.json.errorCode);
    expect((await children(p.regionId)).filter((r) => r.regionCode === code)).toHaveLength(1);
    expect((await infoOk(p.regionId)).childCount).toBe(2);
  });

  it('needs an existing, enabled parent and stays within five levels; a refused add changes nothing', async () => {
    const { c, p, city, d } = await country();
    const before = await subtree(c.regionId);
    expectError(await add({ parentId: 999999, regionCode: `P-${uid()}`, regionName: 'Orphan' }), 404, 'region.parentNotFound');
    const street = await addOk({ parentId: d.regionId });
    expect(street.level).toBe(5);
    const tooDeep = await add({ parentId: street.regionId, regionCode: `P-${uid()}`, regionName: 'Level six' });
    expectError(tooDeep, 409, 'region.tooDeep');
    expect(tooDeep.json.params).toEqual({ max: 5 });

    expect((await invoke('RegionChangeStatus', { token, body: { regionId: city.regionId, status: '1' } })).status).toBe(200);
    const after = await subtree(c.regionId);
    const disabled = await add({ parentId: city.regionId, regionCode: `P-${uid()}`, regionName: 'Under a disabled city' });
    expectError(disabled, 409, 'region.parentDisabled');
    expect(disabled.json.params).toEqual({ name: city.regionName });
    expect(await subtree(c.regionId)).toEqual(after);
    expect(after.filter((r) => !before.some((b) => b.regionId === r.regionId)).map((r) => r.regionId)).toEqual([street.regionId]);
    expect((await infoOk(city.regionId)).childCount).toBe(1);
    expect(p.regionId).toBeGreaterThan(0);
  });

  it('a parent disabled between the check and the write still refuses the child (condition in the transaction)', async () => {
    const { p } = await country();
    const parent = (await getRegion(p.regionId))!;
    expect((await invoke('RegionChangeStatus', { token, body: { regionId: p.regionId, status: '1' } })).status).toBe(200);
    const now = new Date().toISOString();
    const regionId = 900_000 + seq++;
    const child: RegionItem = {
      ...parent,
      regionId,
      parentId: p.regionId,
      regionPath: `${parent.regionPath}${regionId},`,
      level: 3,
      regionCode: `LATE-${uid()}`,
      regionName: 'Late',
      status: '0',
      childCount: 0,
      createTime: now,
      updateTime: now,
    };
    await expect(createRegion(child, parent)).rejects.toMatchObject({ errorCode: 'region.parentDisabled' });
    expect(await getRegion(regionId)).toBeNull();
    expect((await infoOk(p.regionId)).childCount).toBe(1);
    // the refused transaction left no marker behind: the code is still free
    expect((await add({ regionCode: child.regionCode, regionName: `Code still free ${uid()}` })).status).toBe(200);
  });

  it('moves a region with its subtree: paths, levels, labels and child counts follow, and the name must be free under the new parent', async () => {
    const a = await country();
    const b = await country();
    const leaf = await addOk({ parentId: a.d.regionId, regionName: 'Leaf' });
    // move a's province (with city > district > leaf) under b's country
    const moved = await update(a.p, { parentId: b.c.regionId });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.data).toMatchObject({ parentId: b.c.regionId, level: 2 });
    const leafRow = await infoOk(leaf.regionId);
    expect(leafRow.path.map((n) => n.regionId)).toEqual([b.c.regionId, a.p.regionId, a.city.regionId, a.d.regionId, leaf.regionId]);
    expect(leafRow.level).toBe(5);
    expect((await paths([leaf.regionId]))[0].label).toBe([b.c, a.p, a.city, a.d, leaf].map((r) => r.regionName).join(' / '));
    expect((await infoOk(a.c.regionId)).childCount).toBe(0);
    expect((await infoOk(b.c.regionId)).childCount).toBe(2);
    expect((await children(b.c.regionId)).map((r) => r.regionId)).toContain(a.p.regionId);
    // "b's country and below" is a key prefix: the moved subtree is found there, no longer under a's country
    const under = async (parentId: number) =>
      ((await invoke('RegionPage', { token, query: { parentId: String(parentId), limit: '50' } })).json.data.rows as RegionRow[]).map((r) => r.regionId);
    expect(await under(b.c.regionId)).toEqual(expect.arrayContaining([a.p.regionId, a.city.regionId, a.d.regionId, leaf.regionId]));
    expect(await under(a.c.regionId)).toEqual([a.c.regionId]);

    // to the top level: the province becomes a country, its subtree one level up
    const top = await update((await infoOk(a.p.regionId)) as RegionRecord, { parentId: 0 });
    expect(top.status, JSON.stringify(top.json)).toBe(200);
    expect(await infoOk(leaf.regionId)).toMatchObject({ level: 4 });
    expect((await children(0)).map((r) => r.regionId)).toContain(a.p.regionId);
    expect((await infoOk(b.c.regionId)).childCount).toBe(1);

    // a name taken under the new parent refuses the move
    const twin = await addOk({ parentId: b.c.regionId, regionName: 'Twin' });
    const other = await addOk({ parentId: a.c.regionId, regionName: 'twin' });
    const before = await subtree(0);
    expectError(await update(other, { parentId: b.c.regionId }), 409, 'region.nameExists');
    expect(await subtree(0)).toEqual(before);
    expect(twin.regionId).toBeGreaterThan(0);
  });

  it('refuses a move under itself, under its own sub-region, under a missing or disabled parent, or too deep, and changes nothing', async () => {
    const { c, p, city, d } = await country();
    const other = await country();
    const before = await subtree(0);
    expectError(await update(p, { parentId: p.regionId }), 409, 'region.parentIsSelfOrChild');
    expectError(await update(p, { parentId: d.regionId }), 409, 'region.parentIsSelfOrChild');
    expectError(await update(c, { parentId: city.regionId }), 409, 'region.parentIsSelfOrChild');
    expectError(await update(p, { parentId: 999999 }), 404, 'region.parentNotFound');
    // p's subtree is 3 levels deep (province, city, district): under a district it would reach level 7
    expectError(await update(p, { parentId: other.d.regionId }), 409, 'region.tooDeep');
    // under the other city the district would be level 6
    expectError(await update(p, { parentId: other.city.regionId }), 409, 'region.tooDeep');
    expect(await subtree(0)).toEqual(before);

    expect((await invoke('RegionChangeStatus', { token, body: { regionId: other.c.regionId, status: '1' } })).status).toBe(200);
    const after = await subtree(0);
    expectError(await update(p, { parentId: other.c.regionId }), 409, 'region.parentDisabled');
    expect(await subtree(0)).toEqual(after);
    // a region under a disabled parent may still be edited where it is
    expect((await update(other.p, { remark: 'still editable' })).status).toBe(200);
  });

  it('a move interrupted after its own record finishes on the next access, and rewriting twice changes nothing', async () => {
    const a = await country();
    const b = await country();
    // the first step of a move only (the record, counts and marker), as if the Lambda stopped right after it
    const before = (await getRegion(a.p.regionId))!;
    const target = (await getRegion(b.c.regionId))!;
    const regionPath = `${target.regionPath}${before.regionId},`;
    const pendingMove = `${before.regionPath}|${regionPath}`;
    await updateRegion(before, { ...before, parentId: target.regionId, regionPath, level: 2, pendingMove, updateTime: new Date().toISOString() }, target);
    expect((await getRegion(a.d.regionId))!.regionPath.startsWith(before.regionPath)).toBe(true);

    // reading a region below finishes the move first
    const row = await infoOk(a.d.regionId);
    expect(row.path.map((n) => n.regionId)).toEqual([b.c.regionId, a.p.regionId, a.city.regionId, a.d.regionId]);
    expect((await getRegion(a.p.regionId))!.pendingMove).toBe('');
    const snapshot = await subtree(b.c.regionId);
    expect(await rebaseRegions(before.regionPath, regionPath)).toBe(0);
    expect(await subtree(b.c.regionId)).toEqual(snapshot);
  });

  it('refuses to delete a region with sub-regions or one in use, changes nothing, and deletes once free', async () => {
    const { c, p, city } = await country();
    const before = await subtree(c.regionId);
    const withChildren = await invoke('RegionDelete', { token, query: { ids: String(city.regionId) } });
    expectError(withChildren, 409, 'region.hasChildren');
    expect(withChildren.json.params).toEqual({ name: city.regionName, count: 1 });
    expect(await subtree(c.regionId)).toEqual(before);

    const leaf = await addOk({ parentId: p.regionId });
    const free = await addOk({ parentId: p.regionId });
    await addressUses(leaf.regionId, 1);
    const snapshot = await subtree(c.regionId);
    const inUse = await invoke('RegionDelete', { token, query: { ids: String(leaf.regionId) } });
    expectError(inUse, 409, 'region.inUse');
    expect(inUse.json.params).toEqual({ name: leaf.regionName, count: 1 });
    // a delete of several ids is all or nothing
    expectError(await invoke('RegionDelete', { token, query: { ids: `${free.regionId},${leaf.regionId}` } }), 409, 'region.inUse');
    expectError(await invoke('RegionDelete', { token, query: { ids: `${free.regionId},999999` } }), 404, 'region.notFound');
    expect(await subtree(c.regionId)).toEqual(snapshot);
    expect(await usageCount('region', leaf.regionId)).toBe(1);

    // disabling one in use is allowed (its addresses keep it)
    expect((await invoke('RegionChangeStatus', { token, body: { regionId: leaf.regionId, status: '1' } })).status).toBe(200);
    await addressUses(leaf.regionId, -1);
    expect((await invoke('RegionDelete', { token, query: { ids: `${free.regionId},${leaf.regionId}` } })).status).toBe(200);
    expectError(await info(leaf.regionId), 404, 'region.notFound');
    expectError(await info(free.regionId), 404, 'region.notFound');
    expect((await infoOk(p.regionId)).childCount).toBe(1);
    expect(await subtree(c.regionId)).toEqual(before);
  });

  it('the delete transaction itself carries the "no child" and "unused" conditions', async () => {
    const { p, city } = await country();
    const leaf = await addOk({ parentId: p.regionId });
    const item = (await getRegion(leaf.regionId))!;
    await addressUses(leaf.regionId, 1);
    await expect(deleteRegions([item])).rejects.toMatchObject({ errorCode: 'region.inUse', params: { count: 1 } });
    await addressUses(leaf.regionId, -1);
    expect((await infoOk(leaf.regionId)).regionId).toBe(leaf.regionId);

    // a child added after the check
    const stale = (await getRegion(city.regionId))!;
    const district = (await children(city.regionId))[0];
    expect((await invoke('RegionDelete', { token, query: { ids: String(district.regionId) } })).status).toBe(200);
    const fresh = (await getRegion(city.regionId))!;
    await addOk({ parentId: city.regionId });
    await expect(deleteRegions([fresh])).rejects.toMatchObject({ errorCode: 'region.hasChildren', params: { count: 1 } });
    expect(stale.childCount).toBe(1);
    expect(await getRegion(city.regionId)).not.toBeNull();
  });

  it('a delete racing a child add: never both, and never a child under a deleted region', async () => {
    for (let round = 0; round < 3; round++) {
      const { p } = await country();
      const leaf = await addOk({ parentId: p.regionId });
      const [deleted, added] = await Promise.all([
        invoke('RegionDelete', { token, query: { ids: String(leaf.regionId) } }),
        add({ parentId: leaf.regionId, regionCode: `RC-${uid()}`, regionName: 'Racing child' }),
      ]);
      expect([deleted.status, added.status], JSON.stringify([deleted.json, added.json])).not.toEqual([200, 200]);
      const exists = (await info(leaf.regionId)).status === 200;
      expect(exists).toBe(deleted.status !== 200);
      if (added.status === 200) expect((await infoOk(leaf.regionId)).childCount).toBe(1);
    }
  });

  it('disabled regions keep their data but are no longer offered, nor anything below them', async () => {
    const { c, p, city, d } = await country();
    const sibling = await addOk({ parentId: c.regionId, orderNum: 9 });
    expect((await options(c.regionId, plainToken)).map((o) => o.regionId)).toEqual([p.regionId, sibling.regionId]);
    expect((await options(c.regionId)).find((o) => o.regionId === p.regionId)).toMatchObject({ hasChildren: true, level: 2, regionCode: p.regionCode });
    expect((await options(0)).map((o) => o.regionId)).toContain(c.regionId);

    expect((await invoke('RegionChangeStatus', { token, body: { regionId: p.regionId, status: '1' } })).status).toBe(200);
    expect((await options(c.regionId)).map((o) => o.regionId)).toEqual([sibling.regionId]);
    expect(await options(p.regionId)).toEqual([]);
    expect(await options(city.regionId)).toEqual([]);
    // its data stays: read, listed, labelled
    expect(await infoOk(p.regionId)).toMatchObject({ status: '1', childCount: 1 });
    expect((await children(c.regionId)).map((r) => r.regionId)).toContain(p.regionId);
    expect((await children(c.regionId, { status: '1' })).map((r) => r.regionId)).toEqual([p.regionId]);
    expect((await paths([d.regionId]))[0].nodes.map((n) => n.status)).toEqual(['0', '1', '0', '0']);
    // a module checking a choice refuses it (and what lies below it)
    await expect(selectableRegion(d.regionId)).rejects.toMatchObject({ errorCode: 'region.disabled', params: { name: p.regionName } });

    expect((await invoke('RegionChangeStatus', { token, body: { regionId: p.regionId, status: '0' } })).status).toBe(200);
    expect((await options(city.regionId)).map((o) => o.regionId)).toEqual([d.regionId]);
    expect((await selectableRegion(d.regionId)).map((n) => n.regionId)).toEqual([c.regionId, p.regionId, city.regionId, d.regionId]);
    expectError(await invoke('RegionOptions', { token, query: { parentId: '999999' } }), 404, 'region.notFound');
  });

  it("labels regions in the caller's language, several at once, and leaves unknown ids out", async () => {
    const c = await addOk({ regionName: `中国${uid()}`, names: { en: 'China L', fr: 'Chine L', 'zh-TW': '中國 L' } });
    const bj = await addOk({ parentId: c.regionId, regionName: '北京市', names: { en: 'Beijing', fr: 'Pékin' } });
    const cy = await addOk({ parentId: bj.regionId, regionName: '朝阳区', names: { en: 'Chaoyang District', 'zh-TW': '朝陽區' } });
    const labels = async (language?: string) => (await paths([cy.regionId, bj.regionId, 999999], language)).map((p) => p.label);
    expect(await labels('fr-FR,fr;q=0.9')).toEqual(['Chine L / Pékin / 朝阳区', 'Chine L / Pékin']);
    expect(await labels('zh-TW')).toEqual(['中國 L / 北京市 / 朝陽區', '中國 L / 北京市']);
    expect(await labels('zh-CN')).toEqual([`${c.regionName} / 北京市 / 朝阳区`, `${c.regionName} / 北京市`]);
    // no language header: the user's own language (English for the admin)
    expect(await labels()).toEqual(['China L / Beijing / Chaoyang District', 'China L / Beijing']);
    const [first] = await paths([cy.regionId]);
    expect(first.nodes.map((n) => n.level)).toEqual([1, 2, 3]);
    // any logged-in user may look labels up (address screens need them)
    expect((await invoke('RegionPath', { token: plainToken, query: { ids: String(cy.regionId) } })).status).toBe(200);
    expect((await invoke('RegionPath', { token, query: { ids: 'a,b' } })).status).toBe(400);
  });

  it('searches by code or any name, by status, within a region and below, by cursor with a total', async () => {
    const tag = uid();
    const c = await addOk({ regionCode: `S-${tag}`, regionName: `Searchland ${tag}` });
    const bj = await addOk({ parentId: c.regionId, regionCode: `S-${tag}-BJ`, regionName: `北京${tag}`, names: { fr: `Pékin ${tag}` } });
    await addOk({ parentId: c.regionId, regionCode: `S-${tag}-SH`, regionName: `上海${tag}`, status: '1' });
    await addOk({ parentId: bj.regionId, regionCode: `S-${tag}-CY`, regionName: `朝阳${tag}` });
    const page = async (query: Record<string, string>) => {
      const res = await invoke('RegionPage', { token, query });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data as { total: number; rows: RegionRow[]; next?: string };
    };
    expect((await page({ keyword: `s-${tag.toLowerCase()}` })).total).toBe(4);
    expect((await page({ keyword: `PÉKIN ${tag}` })).rows.map((r) => r.regionCode)).toEqual([`S-${tag}-BJ`]);
    // accents and case do not matter
    expect((await page({ keyword: `pekin ${tag}` })).rows.map((r) => r.regionCode)).toEqual([`S-${tag}-BJ`]);
    expect((await page({ keyword: `朝阳${tag}` })).rows[0].path.map((n) => n.regionCode)).toEqual([`S-${tag}`, `S-${tag}-BJ`, `S-${tag}-CY`]);
    expect((await page({ keyword: tag, status: '1' })).rows.map((r) => r.regionCode)).toEqual([`S-${tag}-SH`]);
    // within a region and below (itself included), parents before children
    expect((await page({ parentId: String(bj.regionId) })).rows.map((r) => r.regionCode)).toEqual([`S-${tag}-BJ`, `S-${tag}-CY`]);
    // by cursor
    const first = await page({ keyword: tag, limit: '3' });
    expect(first).toMatchObject({ total: 4 });
    expect(first.rows).toHaveLength(3);
    const second = await page({ keyword: tag, limit: '3', cursor: first.next! });
    expect(second.rows).toHaveLength(1);
    expect(second.next).toBeUndefined();
    expect(new Set([...first.rows, ...second.rows].map((r) => r.regionId)).size).toBe(4);
    expectError(await invoke('RegionPage', { token, query: { keyword: tag, cursor: 'not-a-cursor' } }), 400, 'region.badCursor');
    expectError(await invoke('RegionPage', { token, query: { parentId: '999999' } }), 404, 'region.notFound');
  });

  it('validates input', async () => {
    const bad = await add({ regionCode: 'a b', regionName: '' });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['regionCode', 'regionName']));
    expect((await add({ regionCode: 'X'.repeat(33), regionName: 'Too long code' })).status).toBe(400);
    expect((await add({ regionCode: '-X', regionName: 'Leading hyphen' })).status).toBe(400);
    expect((await add({ regionCode: `V-${uid()}`, regionName: 'Bad order', orderNum: 10000 })).status).toBe(400);
    expect((await add({ regionCode: `V-${uid()}`, regionName: 'Bad status', status: '2' })).status).toBe(400);
    expect((await add({ regionCode: `V-${uid()}`, regionName: 'Long variant', names: { fr: 'x'.repeat(101) } })).status).toBe(400);
    expectError(await info(999999), 404, 'region.notFound');
    expectError(await invoke('RegionChildren', { token, query: { parentId: '999999' } }), 404, 'region.notFound');
    expectError(await invoke('RegionChangeStatus', { token, body: { regionId: 999999, status: '1' } }), 404, 'region.notFound');
    expectError(await update({ ...(await addOk()), regionId: 999999 }), 404, 'region.notFound');
  });

  it("exports the matching regions as xlsx in the caller's language, with full names and parent codes", async () => {
    const tag = uid();
    const c = await addOk({ regionCode: `E-${tag}`, regionName: `Exportland ${tag}`, names: { fr: `Exportie ${tag}`, 'zh-TW': `匯出國 ${tag}` } });
    await addOk({ parentId: c.regionId, regionCode: `E-${tag}-1`, regionName: `Province ${tag}`, names: { 'zh-TW': `省 ${tag}` }, status: '1' });
    const sheetOf = async (headers?: Record<string, string>) => {
      const res = await invoke('RegionExport', { token, query: { parentId: String(c.regionId) }, headers });
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(/regions-\d{4}-\d{2}-\d{2}\.xlsx/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
      const sheet = wb.worksheets[0];
      const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      return { name: sheet.name, headers: row(1), rows: sheet.rowCount, second: row(3) };
    };
    const en = await sheetOf();
    expect(en).toMatchObject({ name: 'Regions', rows: 3 });
    expect(en.headers.slice(0, 6)).toEqual(['Region ID', 'Region code', 'Name', 'Full name', 'Level', 'Parent code']);
    expect(en.second.slice(1, 6)).toEqual([`E-${tag}-1`, `Province ${tag}`, `Exportland ${tag} / Province ${tag}`, 'Province / state', `E-${tag}`]);
    expect(en.second[12]).toBe('Disabled');
    const tw = await sheetOf({ 'accept-language': 'zh-TW' });
    expect(tw.name).toBe('行政區域');
    expect(tw.second.slice(2, 5)).toEqual([`省 ${tag}`, `匯出國 ${tag} / 省 ${tag}`, '省/州/直轄市']);
    const fr = await sheetOf({ 'accept-language': 'fr' });
    expect(fr.second[3]).toBe(`Exportie ${tag} / Province ${tag}`);
    expect(fr.headers).toContain('Code du parent');
  });

  it('needs the permission: a plain user gets 403 and changes nothing; read-only and operations administrators as seeded', async () => {
    const { c, p } = await country();
    const before = await subtree(c.regionId);
    expectError(await invoke('RegionChildren', { token: plainToken, query: { parentId: '0' } }), 403, 'common.forbidden');
    expectError(await invoke('RegionPage', { token: plainToken, query: {} }), 403, 'common.forbidden');
    expectError(await invoke('RegionAdd', { token: plainToken, body: { parentId: c.regionId, regionCode: 'NOPE', regionName: 'Nope' } }), 403, 'common.forbidden');
    expectError(await invoke('RegionUpdate', { token: plainToken, body: { ...bodyOf(p), regionName: 'Nope' } }), 403, 'common.forbidden');
    expectError(await invoke('RegionChangeStatus', { token: plainToken, body: { regionId: p.regionId, status: '1' } }), 403, 'common.forbidden');
    expectError(await invoke('RegionDelete', { token: plainToken, query: { ids: String(p.regionId) } }), 403, 'common.forbidden');
    expectError(await invoke('RegionExport', { token: plainToken, query: {} }), 403, 'common.forbidden');
    // the read-only administrator reads and exports, never changes
    expect((await invoke('RegionChildren', { token: viewerToken, query: { parentId: String(c.regionId) } })).status).toBe(200);
    expect((await invoke('RegionInfo', { token: viewerToken, query: { regionId: String(p.regionId) } })).status).toBe(200);
    expect((await invoke('RegionExport', { token: viewerToken, query: { parentId: String(c.regionId) } })).status).toBe(200);
    expectError(await invoke('RegionAdd', { token: viewerToken, body: { parentId: c.regionId, regionCode: 'NOPE', regionName: 'Nope' } }), 403, 'common.forbidden');
    expectError(await invoke('RegionChangeStatus', { token: viewerToken, body: { regionId: p.regionId, status: '1' } }), 403, 'common.forbidden');
    expect(await subtree(c.regionId)).toEqual(before);
    // the operations administrator manages regions
    const ops = await invoke('RegionAdd', { token: opsToken, body: { parentId: c.regionId, regionCode: `OPS-${uid()}`, regionName: `Ops ${uid()}` } });
    expect(ops.status, JSON.stringify(ops.json)).toBe(200);
    expect((await invoke('RegionDelete', { token: opsToken, query: { ids: String(ops.json.data.regionId) } })).status).toBe(200);
  });
});

describe('administrative regions: xlsx import', () => {
  let token: string;
  let plainToken: string;
  let opsToken: string;
  const tag = uid();

  type Progress = { importId: string; total: number; processed: number; created: number; done: boolean; duplicates: { row: number; errorCode: string; params: Record<string, string | number> }[]; errors: { row: number; errorCode: string; params: Record<string, string | number> }[] };

  const xlsx = async (headers: string[], rows: (string | number)[][]): Promise<string> => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Régions');
    sheet.addRow(headers);
    for (const r of rows) sheet.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  };
  const upload = (file: string, as = token) => invoke('RegionImport', { token: as, body: { fileName: 'regions.xlsx', file } });
  const runAll = async (file: string): Promise<Progress> => {
    const res = await upload(file);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    let state = res.json.data as Progress;
    while (!state.done) {
      const next = await invoke('RegionImportProcess', { token, body: { importId: state.importId } });
      expect(next.status, JSON.stringify(next.json)).toBe(200);
      state = next.json.data;
    }
    return state;
  };
  const byCode = async (code: string) => {
    const res = await invoke('RegionPage', { token, query: { keyword: code, limit: '50' } });
    return (res.json.data.rows as RegionRow[]).find((r) => r.regionCode === code);
  };

  beforeAll(async () => {
    token = await adminToken();
    await createTestUser({ username: 'rgimplain', password: 'Plain#2026pw', roleIds: [7] });
    await createTestUser({ username: 'rgimops', password: 'Plain#2026pw', roleIds: [2] });
    plainToken = await loginAs('rgimplain', 'Plain#2026pw');
    opsToken = await loginAs('rgimops', 'Plain#2026pw');
  });

  it('gives the template in the caller\'s language', async () => {
    const res = await invoke('RegionImportTemplate', { token, headers: { 'accept-language': 'zh-TW' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('region-import-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['區域編碼', '上層編碼', '預設名稱', '名稱（英文）', '名稱（法文）', '名稱（簡體中文）', '名稱（繁體中文）', '顯示順序', '狀態', '備註']);
    expect(wb.worksheets[0].rowCount).toBe(1);
  });

  it('imports a country in any row order, parents first, reporting duplicates and refused rows by row number', async () => {
    const existing = (await invoke('RegionAdd', { token, body: { regionCode: `EX-${tag}`, regionName: `Existing ${tag}` } })).json.data as RegionRecord;
    const C = `IMP-${tag}`;
    // French headers, in another order than the template, with an extra column (ignored)
    const headers = ['Code du parent', 'Code de la région', 'Nom par défaut', 'Nom (chinois simplifié)', "Ordre d'affichage", 'Statut', 'Niveau'];
    const file = await xlsx(headers, [
      [`${C}-A`, `${C}-A-1`, 'Alpha One', '阿尔法一', 1, 'Activé', 'x'], // row 2: before its parent
      ['', C, `Importland ${tag}`, '导入国', 1, '', ''], // row 3
      [C, `${C}-A`, 'Alpha', '阿尔法', 1, '启用', ''], // row 4
      ['', `EX-${tag}`, 'Already there', '', '', '', ''], // row 5: duplicate of an existing code
      ['', C.toLowerCase(), 'Twice', '', '', '', ''], // row 6: duplicate of row 3
      ['', 'a b', 'Bad code', '', '', '', ''], // row 7: invalid code
      [`NOPE-${tag}`, `${C}-N`, 'Orphan', '', '', '', ''], // row 8: parent found nowhere
      [`${C}-Y`, `${C}-X`, 'Loop X', '', '', '', ''], // row 9: loop
      [`${C}-X`, `${C}-Y`, 'Loop Y', '', '', '', ''], // row 10: loop
      [C, `${C}-B`, 'alpha', '', '', '', ''], // row 11: sibling name taken (refused when written)
      [C, `${C}-S`, 'Status', '', '', 'maybe', ''], // row 12: invalid status
      ['a b', `${C}-R`, 'Child of a refused row', '', '', '', ''], // row 13
      [`EX-${tag}`, `${C}-E`, 'Under an existing region', '', '', 'Désactivé', ''], // row 14
      [`${C}-B`, `${C}-B-1`, 'Child of a row refused when written', '', '', '', ''], // row 15
    ]);
    const state = await runAll(file);
    expect(state).toMatchObject({ done: true, created: 4 });
    expect(state.duplicates.map((m) => [m.row, m.errorCode, m.params.value])).toEqual([
      [5, 'region.importDuplicate', `EX-${tag}`],
      [6, 'region.importDuplicate', C.toLowerCase()],
    ]);
    expect(state.errors.map((m) => [m.row, m.errorCode]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [7, 'region.importInvalid'],
      [8, 'region.importParentNotFound'],
      [9, 'region.importParentLoop'],
      [10, 'region.importParentLoop'],
      [11, 'region.nameExists'],
      [12, 'region.importInvalid'],
      [13, 'region.importParentRefused'],
      [15, 'region.importParentRefused'],
    ]);
    expect(state.errors.find((m) => m.row === 7)?.params).toMatchObject({ row: 7, field: 'regionCode' });
    expect(state.errors.find((m) => m.row === 12)?.params).toMatchObject({ field: 'status' });

    const country = (await byCode(C))!;
    const alpha = (await byCode(`${C}-A`))!;
    expect(country).toMatchObject({ parentId: 0, level: 1, names: { 'zh-CN': '导入国' } });
    expect(alpha).toMatchObject({ parentId: country.regionId, level: 2, regionName: 'Alpha' });
    expect(await byCode(`${C}-A-1`)).toMatchObject({ parentId: alpha.regionId, level: 3, names: { 'zh-CN': '阿尔法一' } });
    expect(await byCode(`${C}-E`)).toMatchObject({ parentId: existing.regionId, status: '1' });
    for (const code of [`${C}-B`, `${C}-N`, `${C}-X`, `${C}-Y`, `${C}-S`, `${C}-R`, `${C}-B-1`]) expect(await byCode(code), code).toBeUndefined();
    expect(await byCode(`EX-${tag}`)).toMatchObject({ regionName: `Existing ${tag}` });
  });

  it('accepts an export back (its own codes are then duplicates) and refuses wrong files as a whole', async () => {
    const exported = await invoke('RegionExport', { token, query: { keyword: `IMP-${tag}` } });
    expect(exported.status).toBe(200);
    const again = await runAll(exported.raw.body!);
    expect(again).toMatchObject({ total: 0, created: 0, errors: [] });
    // IMP, IMP-A, IMP-A-1 and IMP-E (under the existing region)
    expect(again.duplicates).toHaveLength(4);

    expectError(await upload(Buffer.from('code,name\nX,Y').toString('base64')), 400, 'region.importFormat');
    expectError(await upload(await xlsx(['Account', 'Name'], [['a', 'b']])), 400, 'region.importTemplate');
    expectError(await upload(await xlsx(['Region code', 'Parent code', 'Default name'], [])), 400, 'region.importEmpty');
    const started = await upload(await xlsx(['Region code', 'Parent code', 'Default name'], [[`LATE-${tag}`, '', `Late ${tag}`]]));
    expect(started.status).toBe(200);
    // another user (even one who may import) cannot drive someone else's import, nor can a user without the permission
    expectError(await invoke('RegionImportProcess', { token: opsToken, body: { importId: started.json.data.importId } }), 404, 'region.importNotFound');
    expectError(await invoke('RegionImport', { token: plainToken, body: { fileName: 'x.xlsx', file: 'UEsDBA==' } }), 403, 'common.forbidden');
    expectError(await invoke('RegionImportTemplate', { token: plainToken }), 403, 'common.forbidden');
    expectError(await invoke('RegionImportProcess', { token, body: { importId: 'zzzzzzzzzzzz' } }), 404, 'region.importNotFound');
    expect(await byCode(`LATE-${tag}`)).toBeUndefined();
  });

  it('checks the file as the other imports do, with the regions\' own limits; a column named twice is read from its first place', async () => {
    // not an xlsx by content: a legacy .xls (OLE2) whatever its name
    const ole = Buffer.alloc(512);
    ole.writeUInt32BE(0xd0cf11e0, 0);
    expectError(await upload(ole.toString('base64')), 400, 'region.importFormat');
    // a zip bomb is refused while inflating, before any spreadsheet parsing
    const bomb = zipSync({ '[Content_Types].xml': new Uint8Array(10), 'xl/worksheets/sheet1.xml': new Uint8Array(41 * 1024 * 1024) }, { level: 9 });
    expectError(await upload(Buffer.from(bomb).toString('base64')), 400, 'region.importUnsafe');
    // a country is larger than a user list: 3 MB passes the size check (then fails as a malformed zip), 5 MB does not
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    big.writeUInt32BE(0x504b0304, 0);
    expectError(await upload(big.toString('base64')), 400, 'region.importUnsafe');
    expectError(await upload(Buffer.alloc(5 * 1024 * 1024, 1).toString('base64')), 413, 'common.fileTooLarge');
    const many = Array.from({ length: 5001 }, (_, i) => [`MANY-${tag}-${i}`, '', `Many ${i}`]);
    const tooMany = await upload(await xlsx(['Region code', 'Parent code', 'Default name'], many));
    expectError(tooMany, 400, 'region.importTooManyRows');
    expect(tooMany.json.params).toEqual({ max: 5000 });
    // the first "Default name" column is the one read
    const twice = await runAll(await xlsx(['Region code', 'Parent code', 'Default name', 'Default name'], [[`TWICE-${tag}`, '', `First ${tag}`, `Second ${tag}`]]));
    expect(twice).toMatchObject({ created: 1, errors: [] });
    expect(await byCode(`TWICE-${tag}`)).toMatchObject({ regionName: `First ${tag}` });
  });
});
