import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { expectError } from './support';
import { createDept, createUserIn, invokeWithParams } from './role-menu-support';
import { countUsersWithRole } from '../../src/data/access/user-roles';
import { getRoleById } from '../../src/data/access/roles';
import { listOperLogsOfMonth } from '../../src/data/access/logs';

const PASSWORD = 'Role#Test42';
/** Roles screen and its buttons, and the Parameters list: what the role editor of these tests holds. */
const EDITOR_MENUS = [101, 1007, 1008, 1009, 1010, 1011, 106];

interface RoleRow {
  roleId: number;
  roleName: string;
  roleKey: string;
  menuIds: number[];
  dataScope: string;
  deptIds: number[];
  status: string;
  updateTime: string;
  admin: boolean;
}

describe('roles', () => {
  let admin: string;
  const allRoles = async (): Promise<RoleRow[]> => (await invoke('RolePage', { token: admin, query: { limit: '50' } })).json.data.rows;
  const role = async (roleId: number): Promise<RoleRow> => (await invoke('RoleInfo', { token: admin, query: { roleId: String(roleId) } })).json.data;
  const addAsAdmin = async (body: Record<string, unknown>): Promise<RoleRow> => {
    const res = await invoke('RoleAdd', { token: admin, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };

  beforeAll(async () => {
    admin = await adminToken();
    await createDept(200, '0,100,', 'Agent North');
    await createDept(201, '0,100,200,', 'Clinic North');
    await createDept(300, '0,100,', 'Agent South');
  });

  it('lists the seeded roles one page at a time, searches and reads one', async () => {
    const page = await invoke('RolePage', { token: admin, query: { page: '1', limit: '3' } });
    expect(page.status).toBe(200);
    expect(page.json.data.total).toBeGreaterThanOrEqual(9);
    expect(page.json.data.rows.map((r: RoleRow) => r.roleKey)).toEqual(['admin', 'opsAdmin', 'orgAdmin']);
    const search = await invoke('RolePage', { token: admin, query: { roleName: 'administrator', status: '0' } });
    expect(search.json.data.rows.map((r: RoleRow) => r.roleKey)).toEqual(expect.arrayContaining(['admin', 'opsAdmin', 'orgAdmin', 'readonlyAdmin']));
    expect((await role(1)).admin).toBe(true);
    expectError(await invoke('RoleInfo', { token: admin, query: { roleId: '999999' } }), 404, 'role.notFound');
  });

  it('seeds the named roles with sensible permissions', async () => {
    await createUserIn('seedreader', PASSWORD, [8], 100, '0,100,');
    const token = await loginAs('seedreader', PASSWORD);
    const info = await invoke('GetInfo', { token });
    const perms: string[] = info.json.data.permissions;
    expect(perms).toEqual(expect.arrayContaining(['system:config:list', 'system:config:query', 'system:role:list']));
    expect(perms.filter((p) => /:(add|edit|remove)$/.test(p))).toEqual([]);
    const ops = (await getRoleById(2))!;
    expect(ops.menuIds).toEqual(expect.arrayContaining([1, 101, 1008, 106, 1056]));
    // menus are the super administrator's alone
    expect(ops.menuIds).not.toContain(102);
    expect((await getRoleById(7))!.menuIds).toEqual([]);
  });

  it('adds, edits and deletes a role; stores checked menus with their half-checked parents', async () => {
    const added = await addAsAdmin({ roleName: 'Config auditor', roleKey: 'configAuditor', roleSort: 20, menuIds: [1055, 1059], remark: 'reads parameters' });
    expect(added).toMatchObject({ menuIds: [1, 106, 1055, 1059], dataScope: '5', status: '0', remark: 'reads parameters' });
    const edit = await invoke('RoleUpdate', { token: admin, body: { ...added, roleName: 'Config editor', menuIds: [106, 1057] } });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(edit.json.data.menuIds).toEqual([1, 106, 1057]);
    const tree = await invokeWithParams('RoleMenuTreeselect', { roleId: String(added.roleId) }, { token: admin });
    // 106 keeps buttons unchecked: it is half-checked, only the button is fully checked
    expect(tree.json.data.checkedKeys).toEqual([1057]);
    // the old name is free again
    await addAsAdmin({ roleName: 'Config auditor', roleKey: 'configAuditor2' });
    const del = await invoke('RoleDelete', { token: admin, query: { ids: String(added.roleId) } });
    expect(del.status).toBe(200);
    expectError(await invoke('RoleInfo', { token: admin, query: { roleId: String(added.roleId) } }), 404, 'role.notFound');
    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.filter((l) => l.title === 'role').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('keeps role names and codes unique (case-insensitive) and changes nothing on a refusal', async () => {
    const first = await addAsAdmin({ roleName: 'Twin role', roleKey: 'twinRole' });
    const count = (await allRoles()).length;
    expectError(await invoke('RoleAdd', { token: admin, body: { roleName: 'TWIN ROLE', roleKey: 'other' } }), 409, 'role.nameExists');
    expectError(await invoke('RoleAdd', { token: admin, body: { roleName: 'Another', roleKey: 'TWINROLE' } }), 409, 'role.keyExists');
    expect((await allRoles()).length).toBe(count);
    const second = await addAsAdmin({ roleName: 'Second twin', roleKey: 'secondTwin' });
    expectError(await invoke('RoleUpdate', { token: admin, body: { ...second, roleName: 'twin role' } }), 409, 'role.nameExists');
    expectError(await invoke('RoleUpdate', { token: admin, body: { ...second, roleKey: 'twinrole' } }), 409, 'role.keyExists');
    expect(await role(second.roleId)).toMatchObject({ roleName: 'Second twin', roleKey: 'secondTwin', updateTime: second.updateTime });
    expect((await role(first.roleId)).roleName).toBe('Twin role');
    const invalid = await invoke('RoleAdd', { token: admin, body: { roleName: '', roleKey: '1bad key' } });
    expectError(invalid, 400, 'common.validation');
    expectError(await invoke('RoleAdd', { token: admin, body: { roleName: 'Ghost menus', roleKey: 'ghost', menuIds: [987654] } }), 400, 'role.menuNotFound');
    expectError(await invoke('RoleAdd', { token: admin, body: { roleName: 'Ghost orgs', roleKey: 'ghostOrg', dataScope: '2', deptIds: [987654] } }), 400, 'role.deptNotFound');
    expect((await allRoles()).length).toBe(count + 1);
  });

  it('never deletes, disables or restricts the system administrator role', async () => {
    const before = await role(1);
    expectError(await invoke('RoleDelete', { token: admin, query: { ids: '1' } }), 409, 'role.adminImmutable');
    expectError(await invoke('RoleChangeStatus', { token: admin, body: { roleId: 1, status: '1' } }), 409, 'role.adminImmutable');
    expectError(await invoke('RoleUpdate', { token: admin, body: { ...before, roleKey: 'root' } }), 409, 'role.adminImmutable');
    expectError(await invoke('RoleUpdate', { token: admin, body: { ...before, status: '1' } }), 409, 'role.adminImmutable');
    expectError(await invoke('RoleDataScope', { token: admin, body: { roleId: 1, dataScope: '5' } }), 409, 'role.adminImmutable');
    expect(await role(1)).toEqual(before);
    // its name and remark may change; its menus stay "everything"
    const renamed = await invoke('RoleUpdate', { token: admin, body: { ...before, remark: 'The one and only', menuIds: [106] } });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(await role(1)).toMatchObject({ remark: 'The one and only', menuIds: [], dataScope: '1', status: '0' });
    expect((await invoke('GetInfo', { token: admin })).json.data.permissions).toEqual(['*:*:*']);
  });

  it('cannot delete a role assigned to users, nor a batch that contains one', async () => {
    const held = await addAsAdmin({ roleName: 'Held role', roleKey: 'heldRole' });
    const free = await addAsAdmin({ roleName: 'Free role', roleKey: 'freeRole' });
    await createUserIn('heldholder', PASSWORD, [held.roleId], 100, '0,100,');
    expect(await countUsersWithRole(held.roleId)).toBe(1);
    const res = await invoke('RoleDelete', { token: admin, query: { ids: `${free.roleId},${held.roleId}` } });
    expectError(res, 409, 'role.assigned');
    expect((await invoke('RoleInfo', { token: admin, query: { roleId: String(free.roleId) } })).status).toBe(200);
    expect((await invoke('RoleInfo', { token: admin, query: { roleId: String(held.roleId) } })).status).toBe(200);
  });

  it('disabling a role ends the sessions of its users at once; enabling applies at their next login', async () => {
    const r = await addAsAdmin({ roleName: 'Shift role', roleKey: 'shiftRole', menuIds: [106] });
    await createUserIn('shiftworker', PASSWORD, [r.roleId], 100, '0,100,');
    const token = await loginAs('shiftworker', PASSWORD);
    expect((await invoke('ConfigPage', { token })).status).toBe(200);
    expect((await invoke('RoleChangeStatus', { token: admin, body: { roleId: r.roleId, status: '1' } })).status).toBe(200);
    expectError(await invoke('ConfigPage', { token }), 401, 'session.invalid');
    const again = await loginAs('shiftworker', PASSWORD);
    expectError(await invoke('ConfigPage', { token: again }), 403, 'common.forbidden');
    await invoke('RoleChangeStatus', { token: admin, body: { roleId: r.roleId, status: '0' } });
    // still the permissions of login time (none) until the next login
    expectError(await invoke('ConfigPage', { token: again }), 403, 'common.forbidden');
    expect((await invoke('ConfigPage', { token: await loginAs('shiftworker', PASSWORD) })).status).toBe(200);
  });

  it('removing menus from a role ends its users’ sessions; adding menus waits for the next login', async () => {
    const r = await addAsAdmin({ roleName: 'Narrowed role', roleKey: 'narrowedRole', menuIds: [106, 1055] });
    await createUserIn('narrowed', PASSWORD, [r.roleId], 100, '0,100,');
    const token = await loginAs('narrowed', PASSWORD);
    await invoke('RoleUpdate', { token: admin, body: { ...r, menuIds: [106, 1055, 1059] } });
    expect((await invoke('ConfigPage', { token })).status).toBe(200);
    const current = await role(r.roleId);
    await invoke('RoleUpdate', { token: admin, body: { ...current, menuIds: [1059] } });
    expectError(await invoke('ConfigPage', { token }), 401, 'session.invalid');
    // a data-scope change ends them too
    const t2 = await loginAs('narrowed', PASSWORD);
    expect((await invoke('RoleDataScope', { token: admin, body: { roleId: r.roleId, dataScope: '3' } })).status).toBe(200);
    expectError(await invoke('GetInfo', { token: t2 }), 401, 'session.invalid');
    expect((await role(r.roleId)).dataScope).toBe('3');
  });

  it('refuses a custom data scope with no organization ticked, on the scope call and on add (issue 14, item 8)', async () => {
    const r = await addAsAdmin({ roleName: 'Empty custom', roleKey: 'emptyCustom', dataScope: '4' });
    const res = await invoke('RoleDataScope', { token: admin, body: { roleId: r.roleId, dataScope: '2', deptIds: [] } });
    expectError(res, 400, 'role.customScopeEmpty');
    expect(res.json.fields).toEqual([{ path: 'deptIds', errorCode: 'role.customScopeEmpty' }]);
    expectError(await invoke('RoleDataScope', { token: admin, body: { roleId: r.roleId, dataScope: '2' } }), 400, 'role.customScopeEmpty');
    expect((await role(r.roleId)).dataScope).toBe('4');
    expectError(await invoke('RoleAdd', { token: admin, body: { roleName: 'No orgs', roleKey: 'noOrgs', dataScope: '2', deptIds: [] } }), 400, 'role.customScopeEmpty');
    expect((await allRoles()).some((x) => x.roleKey === 'noOrgs')).toBe(false);
  });

  it('sets a custom data scope and offers the organizations of the caller', async () => {
    const r = await addAsAdmin({ roleName: 'Custom scope', roleKey: 'customScope' });
    const set = await invoke('RoleDataScope', { token: admin, body: { roleId: r.roleId, dataScope: '2', deptIds: [200, 201] } });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(await role(r.roleId)).toMatchObject({ dataScope: '2', deptIds: [200, 201] });
    const tree = await invokeWithParams('RoleDeptTree', { roleId: String(r.roleId) }, { token: admin });
    expect(tree.status, JSON.stringify(tree.json)).toBe(200);
    expect(tree.json.data.checkedKeys).toEqual([200, 201]);
    expect(tree.json.data.depts[0]).toMatchObject({ id: 100 });
    // another scope than custom keeps no organizations
    await invoke('RoleDataScope', { token: admin, body: { roleId: r.roleId, dataScope: '4', deptIds: [200] } });
    expect(await role(r.roleId)).toMatchObject({ dataScope: '4', deptIds: [] });
  });

  it('exports the roles as an xlsx file', async () => {
    const res = await invoke('RoleExport', { token: admin, query: { roleKey: 'admin' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/roles-\d{4}-\d{2}-\d{2}\.xlsx/);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
    expect(wb.worksheets[0].getColumn(3).values.slice(2)).toContain('admin');
    expect(wb.worksheets[0].getColumn(5).values.slice(1, 3)).toEqual(['Data scope', 'All']);

    const fr = await invoke('RoleExport', { token: admin, query: { roleKey: 'admin' }, headers: { 'accept-language': 'fr-CA, en;q=0.5' } });
    expect(String(fr.headers['content-disposition'])).toMatch(/roles-\d{4}-\d{2}-\d{2}\.xlsx/);
    const frBook = new ExcelJS.Workbook();
    await frBook.xlsx.load(Buffer.from(fr.raw.body!, 'base64') as never);
    const sheet = frBook.worksheets[0];
    expect(sheet.name).toBe('Rôles');
    const adminRow = sheet.getColumn(3).values.indexOf('admin');
    expect((sheet.getRow(adminRow).values as unknown[]).slice(3, 7)).toEqual(['admin', 1, 'Toutes les données', 'Activé']);
    expect(sheet.getRow(1).getCell(2).text).toBe('Nom du rôle');
  });

  describe('anti-escalation (a role editor of organization 200, scope "organization and below")', () => {
    let editor: string;
    let editorRole: RoleRow;
    let small: RoleRow;
    beforeAll(async () => {
      // roles of the editor's organization (decision 0025: a role editor sees and changes the roles of its subtree)
      editorRole = await addAsAdmin({ roleName: 'Role editor', roleKey: 'roleEditor', menuIds: EDITOR_MENUS, dataScope: '4', deptId: 200 });
      small = await addAsAdmin({ roleName: 'Small role', roleKey: 'smallRole', menuIds: [106], dataScope: '5', deptId: 200 });
      await createUserIn('roleeditor', PASSWORD, [editorRole.roleId], 200, '0,100,200,');
      editor = await loginAs('roleeditor', PASSWORD);
    });

    /** Each refused call leaves the role set exactly as it was. */
    const unchanged = async (attempt: () => Promise<{ status: number; json: { code: number; errorCode: string } }>, errorCode: string, status = 403) => {
      const before = await allRoles();
      expectError(await attempt(), status, errorCode);
      expect(await allRoles()).toEqual(before);
    };

    it('may create roles within its own rights', async () => {
      const res = await invoke('RoleAdd', { token: editor, body: { roleName: 'Editor made', roleKey: 'editorMade', menuIds: [1007], dataScope: '2', deptIds: [201] } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({ menuIds: [1, 101, 1007], dataScope: '2', deptIds: [201], createBy: 'roleeditor' });
      for (const dataScope of ['3', '4', '5']) {
        const ok = await invoke('RoleAdd', { token: editor, body: { roleName: `Scope ${dataScope}`, roleKey: `scope${dataScope}`, dataScope } });
        expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      }
    });

    it('cannot grant a permission it does not hold', async () => {
      await unchanged(() => invoke('RoleAdd', { token: editor, body: { roleName: 'Grab', roleKey: 'grab', menuIds: [1056] } }), 'role.menuNotGrantable');
      await unchanged(() => invoke('RoleAdd', { token: editor, body: { roleName: 'Grab menus', roleKey: 'grabMenus', menuIds: [1013] } }), 'role.menuNotGrantable');
      // not through its own role either
      await unchanged(() => invoke('RoleUpdate', { token: editor, body: { ...editorRole, menuIds: [...EDITOR_MENUS, 1056] } }), 'role.menuNotGrantable');
      await unchanged(() => invoke('RoleUpdate', { token: editor, body: { ...small, menuIds: [106, 1058] } }), 'role.menuNotGrantable');
    });

    it('cannot grant a data scope wider than its own', async () => {
      await unchanged(() => invoke('RoleAdd', { token: editor, body: { roleName: 'All data', roleKey: 'allData', dataScope: '1' } }), 'role.scopeNotGrantable');
      // organizations outside its scope answer as missing ones (decision 0025)
      await unchanged(() => invoke('RoleAdd', { token: editor, body: { roleName: 'Parent org', roleKey: 'parentOrg', dataScope: '2', deptIds: [100] } }), 'role.deptNotFound', 400);
      await unchanged(
        () => invoke('RoleAdd', { token: editor, body: { roleName: 'Sibling org', roleKey: 'siblingOrg', dataScope: '2', deptIds: [201, 300] } }),
        'role.deptNotFound',
        400,
      );
      await unchanged(() => invoke('RoleDataScope', { token: editor, body: { roleId: small.roleId, dataScope: '1' } }), 'role.scopeNotGrantable');
      await unchanged(() => invoke('RoleDataScope', { token: editor, body: { roleId: small.roleId, dataScope: '2', deptIds: [300] } }), 'role.deptNotFound', 400);
    });

    it('cannot change, disable or delete a role with more rights than its own', async () => {
      // a built-in role it may not give, and a role of an organization above it, are not even seen (decision 0025)
      const ops = await role(2);
      await unchanged(() => invoke('RoleUpdate', { token: editor, body: { ...ops, roleName: 'Ops renamed' } }), 'role.notFound', 404);
      await unchanged(() => invoke('RoleChangeStatus', { token: editor, body: { roleId: 2, status: '1' } }), 'role.notFound', 404);
      await unchanged(() => invoke('RoleDataScope', { token: editor, body: { roleId: 2, dataScope: '5' } }), 'role.notFound', 404);
      await unchanged(() => invoke('RoleDelete', { token: editor, query: { ids: `${small.roleId},2` } }), 'role.notFound', 404);
      // the super administrator's role, even just its name
      await unchanged(() => invoke('RoleUpdate', { token: editor, body: { ...ops, roleId: 1, roleKey: 'admin', roleName: 'Mine now' } }), 'role.notFound', 404);
      // a role of organization-wide scope it cannot see
      const wide = await addAsAdmin({ roleName: 'Wide scope', roleKey: 'wideScope', menuIds: [106], dataScope: '2', deptIds: [300] });
      await unchanged(() => invoke('RoleUpdate', { token: editor, body: { ...wide, roleName: 'Wide renamed' } }), 'role.notFound', 404);
      // a role of its own organization that grants more than it holds: seen, not changed
      const strong = await addAsAdmin({ roleName: 'Strong', roleKey: 'strong', menuIds: [106, 1056], dataScope: '4', deptId: 200 });
      await unchanged(() => invoke('RoleUpdate', { token: editor, body: { ...strong, roleName: 'Strong renamed' } }), 'role.notManageable');
      await unchanged(() => invoke('RoleChangeStatus', { token: editor, body: { roleId: strong.roleId, status: '1' } }), 'role.notManageable');
      await unchanged(() => invoke('RoleDelete', { token: editor, query: { ids: `${small.roleId},${strong.roleId}` } }), 'role.notManageable');
    });

    it('cannot take a reserved role code', async () => {
      await unchanged(() => invoke('RoleUpdate', { token: editor, body: { ...small, roleKey: 'orgadmin' } }), 'role.keyReserved');
      await unchanged(() => invoke('RoleAdd', { token: editor, body: { roleName: 'Fake admin', roleKey: 'Admin' } }), 'role.keyReserved');
    });

    it('offers only the roles it may assign and only the organizations of its scope', async () => {
      const options = await invoke('RoleOptions', { token: editor });
      const keys = options.json.data.map((r: { roleKey: string }) => r.roleKey);
      expect(keys).toEqual(expect.arrayContaining(['smallRole', 'user']));
      expect(keys).not.toContain('admin');
      expect(keys).not.toContain('opsAdmin');
      expect(keys).not.toContain('wideScope');
      const tree = await invokeWithParams('RoleDeptTree', { roleId: String(small.roleId) }, { token: editor });
      expect(tree.json.data.depts).toEqual([{ id: 200, label: 'Agent North', children: [{ id: 201, label: 'Clinic North' }] }]);
      const menus = await invoke('MenuTreeselect', { token: editor });
      const ids = (nodes: { id: number; children?: unknown[] }[]): number[] => nodes.flatMap((n) => [n.id, ...ids((n.children ?? []) as never)]);
      expect(ids(menus.json.data).sort((a, b) => a - b)).toEqual([1, ...EDITOR_MENUS].sort((a, b) => a - b));
    });

    it('may still manage the roles within its rights', async () => {
      const res = await invoke('RoleUpdate', { token: editor, body: { ...small, roleName: 'Small role renamed', menuIds: [106, 1007] } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect((await invoke('RoleChangeStatus', { token: editor, body: { roleId: small.roleId, status: '1' } })).status).toBe(200);
      expect((await invoke('RoleDelete', { token: editor, query: { ids: String(small.roleId) } })).status).toBe(200);
    });
  });
});
