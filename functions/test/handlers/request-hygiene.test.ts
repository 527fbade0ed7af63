/**
 * The one request-parsing middleware (docs/decisions/0031): a body route takes only application/json (415
 * `common.unsupportedMediaType` otherwise, CSRF defence in depth), and no request string may carry a control or
 * bidirectional-override character (400 `common.controlCharacters` on the field). Checked on the create routes of
 * several modules; every refusal changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '../../src/routes/route-table';
import { adminToken, invoke } from '../helpers';
import { expectError } from './support';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** One create route per module, a valid body for it, the field that names the record, and how many there are. */
interface CreateCase {
  route: RouteId;
  body: () => Record<string, unknown>;
  nameField: string;
  count: () => Promise<number>;
}
const CASES: CreateCase[] = [
  {
    route: 'PostAdd',
    body: () => ({ postCode: `p${uid()}`, postName: `Position ${uid()}` }),
    nameField: 'postName',
    count: async () => (await invoke('PostPage', { token, query: { limit: '10' } })).json.data.total,
  },
  {
    route: 'ConfigAdd',
    body: () => ({ configName: `Parameter ${uid()}`, configKey: `hygiene.${uid()}`, configValue: '1' }),
    nameField: 'configName',
    count: async () => (await invoke('ConfigPage', { token, query: { limit: '10' } })).json.data.total,
  },
  {
    route: 'ProductTypeAdd',
    body: () => ({ typeCode: `T${uid()}`.toUpperCase(), typeName: `Type ${uid()}` }),
    nameField: 'typeName',
    count: async () => (await invoke('ProductTypePage', { token, query: { limit: '10' } })).json.data.total,
  },
  {
    route: 'DeptAdd',
    body: () => ({ parentId: 100, deptType: '0', deptName: `Org ${uid()}` }),
    nameField: 'deptName',
    count: async () => (await invoke('DeptList', { token })).json.data.length,
  },
];

describe('request content type', () => {
  it.each(CASES)('$route takes a JSON body only with a JSON content type, and changes nothing otherwise', async ({ route, body, count }) => {
    const before = await count();
    for (const contentType of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', '']) {
      const res = await invoke(route, { token, rawBody: JSON.stringify(body()), headers: { 'content-type': contentType } });
      expectError(res, 415, 'common.unsupportedMediaType');
    }
    expect(await count()).toBe(before);
    for (const contentType of ['application/json', 'application/json;charset=utf-8', 'Application/JSON; charset=UTF-8']) {
      const res = await invoke(route, { token, rawBody: JSON.stringify(body()), headers: { 'content-type': contentType } });
      expect(res.status, `${contentType}: ${JSON.stringify(res.json)}`).toBe(200);
    }
    expect(await count()).toBe(before + 3);
  });

  it('leaves routes without a body alone', async () => {
    const res = await invoke('PostPage', { token, query: { limit: '10' }, headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(200);
  });
});

describe('control and bidirectional-override characters', () => {
  const FORBIDDEN = ['\u202E', '\u202A', '\u2066', '\u2069', '\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009B'];
  /** Bidirectional marks and invisible characters: a name that looks like another one (found by the tenancy probe). */
  const INVISIBLE = ['\u200E', '\u200F', '\u061C', '\u200B', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\u206A', '\u2028', '\u2029', '\u3164'];

  it.each(CASES)('$route refuses them in the name field, on the field, and changes nothing', async ({ route, body, nameField, count }) => {
    const before = await count();
    for (const char of FORBIDDEN) {
      const valid = body();
      const res = await invoke(route, { token, body: { ...valid, [nameField]: `Evil${char}gnp.exe ${uid()}` } });
      expectError(res, 400, 'common.controlCharacters');
      expect(res.json.fields).toEqual([{ path: nameField, errorCode: 'common.controlCharacters' }]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a role named like the built-in "User" role with an invisible character, and changes nothing', async () => {
    const roles = async () => (await invoke('RolePage', { token, query: { limit: '10' } })).json.data.total;
    const before = await roles();
    for (const name of [...INVISIBLE.flatMap((c) => [`User${c}`, `${c}User`]), 'User\u200D', '\u200CUser']) {
      const res = await invoke('RoleAdd', { token, body: { roleName: name, roleKey: `spoof${uid()}`, roleSort: 1, status: '0', dataScope: '5', menuIds: [], deptIds: [], remark: '' } });
      expectError(res, 400, 'common.controlCharacters');
      expect(res.json.fields).toEqual([{ path: 'roleName', errorCode: 'common.controlCharacters' }]);
    }
    expect(await roles()).toBe(before);
  });

  it('accepts the joiners inside emoji sequences and scripts that need them', async () => {
    for (const postName of [`\u{1F468}\u200D\u2695\uFE0F Nurse ${uid()}`, `\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645 ${uid()}`]) {
      const res = await invoke('PostAdd', { token, body: { postCode: `p${uid()}`, postName } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
  });

  it('accepts tab, line feed and carriage return, and ordinary text in every script', async () => {
    const res = await invoke('PostAdd', { token, body: { postCode: `p${uid()}`, postName: `Técnico 技术员 ${uid()}`, remark: 'line one\r\nline\ttwo' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const info = await invoke('PostInfo', { token, query: { postId: String(res.json.data.postId) } });
    expect(info.json.data.remark).toBe('line one\r\nline\ttwo');
  });

  it('checks the query, nested values and object keys too', async () => {
    const query = await invoke('PostPage', { token, query: { limit: '10', postName: 'a\u202Eb' } });
    expectError(query, 400, 'common.controlCharacters');
    expect(query.json.fields).toEqual([{ path: 'postName', errorCode: 'common.controlCharacters' }]);
    const nested = await invoke('PostAdd', { token, body: { postCode: `p${uid()}`, postName: `Nested ${uid()}`, extra: { list: ['ok', 'bad\u0001'], ['k\u2067']: 1 } } });
    expectError(nested, 400, 'common.controlCharacters');
    expect(nested.json.fields.map((f: { path: string }) => f.path).sort()).toEqual(['extra.k\u2067', 'extra.list.1']);
  });

  it('refuses them in the own profile name and keeps the old one', async () => {
    const before = (await invoke('GetProfile', { token })).json.data.user;
    const res = await invoke('UpdateProfile', { token, body: { nickName: 'Admin\u202Enimda', email: before.email ?? '', phonenumber: before.phonenumber ?? '', sex: before.sex ?? '2' } });
    expectError(res, 400, 'common.controlCharacters');
    expect((await invoke('GetProfile', { token })).json.data.user.nickName).toBe(before.nickName);
  });

  it('does not overflow on a deeply nested body', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await invoke('PostAdd', { token, rawBody: `{"postCode":"deep","postName":"Deep","extra":${deep}}` });
    expect(res.status).toBe(200);
    await invoke('PostDelete', { token, query: { ids: String(res.json.data.postId) } });
  });
});
