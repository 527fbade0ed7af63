import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';

const all = async (token: string) => (await invoke('PostPage', { token, query: { limit: '50' } })).json.data as { total: number; rows: { postId: number; postCode: string; postName: string }[] };

describe('positions (posts)', () => {
  let token: string;
  let plainToken: string;
  let opsToken: string;
  beforeAll(async () => {
    token = await adminToken();
    await createTestUser({ username: 'postplain', password: 'Plain#2026pw', roleIds: [7] });
    await createTestUser({ username: 'postops', password: 'Plain#2026pw', roleIds: [2] });
    plainToken = await loginAs('postplain', 'Plain#2026pw');
    opsToken = await loginAs('postops', 'Plain#2026pw');
  });

  it('adds, reads, lists by sort order, updates and deletes a position, logging each change', async () => {
    const ceo = await invoke('PostAdd', { token, body: { postCode: 'ceo', postName: 'Chairman', postSort: 1 } });
    expect(ceo.status, JSON.stringify(ceo.json)).toBe(200);
    const eng = await invoke('PostAdd', { token, body: { postCode: 'eng', postName: 'Field engineer', postSort: 0, remark: 'AED service' } });
    const id = eng.json.data.postId as number;
    expect((await invoke('PostInfo', { token, query: { postId: String(id) } })).json.data).toMatchObject({ postCode: 'eng', createBy: 'admin', status: '0' });
    expect((await all(token)).rows.map((r) => r.postCode).slice(0, 2)).toEqual(['eng', 'ceo']);

    const upd = await invoke('PostUpdate', { token, body: { ...eng.json.data, postCode: 'fe', postName: 'Field technician', status: '1' } });
    expect(upd.status).toBe(200);
    // the old code and name are free again
    const reuse = await invoke('PostAdd', { token, body: { postCode: 'ENG', postName: 'Field engineer' } });
    expect(reuse.status).toBe(200);
    // options hold enabled positions only
    const options = await invoke('PostOptions', { token: plainToken });
    expect(options.json.data.map((o: { postCode: string }) => o.postCode)).toEqual(expect.arrayContaining(['ceo', 'ENG']));
    expect(options.json.data.map((o: { postCode: string }) => o.postCode)).not.toContain('fe');

    expect((await invoke('PostDelete', { token, query: { ids: `${id},${reuse.json.data.postId}` } })).status).toBe(200);
    expectError(await invoke('PostInfo', { token, query: { postId: String(id) } }), 404, 'post.notFound');
    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.filter((l) => l.title === 'post').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('refuses a duplicate code or name, case-insensitively, and changes nothing', async () => {
    const first = await invoke('PostAdd', { token, body: { postCode: 'hr', postName: 'Human resources' } });
    expect(first.status).toBe(200);
    const before = await all(token);
    expectError(await invoke('PostAdd', { token, body: { postCode: 'HR', postName: 'Other' } }), 409, 'post.codeExists');
    expectError(await invoke('PostAdd', { token, body: { postCode: 'hr2', postName: 'HUMAN resources' } }), 409, 'post.nameExists');
    expect(await all(token)).toEqual(before);

    const second = await invoke('PostAdd', { token, body: { postCode: 'ops', postName: 'Operations' } });
    expectError(await invoke('PostUpdate', { token, body: { ...second.json.data, postCode: 'hr' } }), 409, 'post.codeExists');
    expectError(await invoke('PostUpdate', { token, body: { ...second.json.data, postName: 'Human Resources' } }), 409, 'post.nameExists');
    expect((await invoke('PostInfo', { token, query: { postId: String(second.json.data.postId) } })).json.data).toMatchObject({ postCode: 'ops', postName: 'Operations' });
    // the markers were not moved either: 'ops' is still taken, 'hr' too
    expectError(await invoke('PostAdd', { token, body: { postCode: 'ops', postName: 'x' } }), 409, 'post.codeExists');
  });

  it('deletes all or nothing: a missing id deletes none', async () => {
    const p = await invoke('PostAdd', { token, body: { postCode: 'keep', postName: 'Kept' } });
    expectError(await invoke('PostDelete', { token, query: { ids: `${p.json.data.postId},999999` } }), 404, 'post.notFound');
    expect((await invoke('PostInfo', { token, query: { postId: String(p.json.data.postId) } })).status).toBe(200);
  });

  it('refuses a code with a space or another sign with post.codeFormat at the code field, on add and on update, and changes nothing', async () => {
    const kept = await invoke('PostAdd', { token, body: { postCode: 'fmt.ok-1_a', postName: 'Format kept' } });
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    const before = await all(token);
    for (const postCode of ['sales lead', 'a\u3000b', 'sales/lead', '岗位']) {
      const res = await invoke('PostAdd', { token, body: { postCode, postName: `Format ${postCode}` } });
      expectError(res, 400, 'post.codeFormat');
      expect(res.json.fields).toEqual([{ path: 'postCode', errorCode: 'post.codeFormat' }]);
    }
    const upd = await invoke('PostUpdate', { token, body: { ...kept.json.data, postCode: 'fmt ok' } });
    expectError(upd, 400, 'post.codeFormat');
    expect(upd.json.fields).toEqual([{ path: 'postCode', errorCode: 'post.codeFormat' }]);
    expect(await all(token)).toEqual(before);
    expect((await invoke('PostInfo', { token, query: { postId: String(kept.json.data.postId) } })).json.data).toMatchObject({ postCode: 'fmt.ok-1_a', postName: 'Format kept' });
    // spaces around a valid code are trimmed, not refused
    const trimmed = await invoke('PostAdd', { token, body: { postCode: '  fmt2  ', postName: 'Format trimmed' } });
    expect(trimmed.status, JSON.stringify(trimmed.json)).toBe(200);
    expect(trimmed.json.data.postCode).toBe('fmt2');
  });

  it('validates input and searches', async () => {
    const bad = await invoke('PostAdd', { token, body: { postCode: 'a b', postName: '' } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['postCode', 'postName']));
    await invoke('PostAdd', { token, body: { postCode: 'search1', postName: 'Searchable position' } });
    const found = await invoke('PostPage', { token, query: { postName: 'searchable' } });
    expect(found.json.data.rows.map((r: { postCode: string }) => r.postCode)).toEqual(['search1']);
  });

  it('exports the positions as xlsx', async () => {
    const res = await invoke('PostExport', { token, query: {} });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/positions-\d{4}-\d{2}-\d{2}\.xlsx/);
  });

  it("writes the export in the caller's language (Accept-Language): sheet, headers and coded values; ASCII file name", async () => {
    const code = `lang${Date.now().toString(36)}`;
    const added = await invoke('PostAdd', { token, body: { postCode: code, postName: `Localized ${code}`, status: '1' } });
    expect(added.status).toBe(200);
    const sheetOf = async (headers?: Record<string, string>) => {
      const res = await invoke('PostExport', { token, query: { postCode: code }, headers });
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(/positions-\d{4}-\d{2}-\d{2}\.xlsx/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
      const sheet = wb.worksheets[0];
      return { name: sheet.name, headers: (sheet.getRow(1).values as unknown[]).slice(1), row: (sheet.getRow(2).values as unknown[]).slice(1, 6), rows: sheet.rowCount };
    };
    // no header: the caller's record (English)
    expect(await sheetOf()).toMatchObject({ name: 'Positions', rows: 2, headers: expect.arrayContaining(['Position code', 'Status', 'Created (UTC)']) });
    expect((await sheetOf()).row[4]).toBe('Disabled');
    const fr = await sheetOf({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(fr).toMatchObject({ name: 'Postes', headers: ['ID du poste', 'Code du poste', 'Nom du poste', 'Ordre', 'Statut', 'Remarque', 'Créé le (UTC)'] });
    expect(fr.row.slice(1)).toEqual([code, `Localized ${code}`, 0, 'Désactivé']);
    const zh = await sheetOf({ 'Accept-Language': 'zh-CN' });
    expect(zh).toMatchObject({ name: '岗位', headers: ['岗位编号', '岗位编码', '岗位名称', '排序', '状态', '备注', '创建时间（UTC）'] });
    expect(zh.row[4]).toBe('停用');
    // a language we do not have falls back to the caller's record
    expect((await sheetOf({ 'accept-language': 'de-DE' })).name).toBe('Positions');
  });

  it('needs the permission: a plain user gets 403 and changes nothing; the operations administrator passes', async () => {
    const before = await all(token);
    expectError(await invoke('PostPage', { token: plainToken }), 403, 'common.forbidden');
    expectError(await invoke('PostAdd', { token: plainToken, body: { postCode: 'nope', postName: 'Nope' } }), 403, 'common.forbidden');
    expectError(await invoke('PostDelete', { token: plainToken, query: { ids: String(before.rows[0].postId) } }), 403, 'common.forbidden');
    expect(await all(token)).toEqual(before);
    expect((await invoke('PostPage', { token: opsToken })).status).toBe(200);
  });
});
