import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import type { ImportProgress, UserInfoResult, UserRecord } from '@aed/shared/schemas/user';
import type { RoleOption } from '@aed/shared/schemas/role';
import { mockApi, ok, renderScreen, renderWithApp } from '../../../test/render';
import { i18n } from '../../../lib/i18n';
import { refetchOnLanguageChange } from '../../../lib/query-client';
import UserPage from './user-page';

const user = (over: Partial<UserRecord>): UserRecord => ({
  userId: 10,
  username: 'alice',
  nickName: 'Alice Martin',
  deptId: 100,
  deptName: 'AED Cloud',
  email: '',
  phonenumber: '+33 6 12 34 56 78',
  sex: '1',
  language: 'en',
  status: '0',
  userTypes: [],
  roleIds: [7],
  postIds: [],
  remark: '',
  certificateBegin: '',
  certificateEnd: '',
  certificateState: 'none',
  isSuperAdmin: false,
  createBy: 'admin',
  createTime: '2026-01-02T03:04:05.000Z',
  updateTime: '',
  ...over,
});
const ROWS = [
  user({}),
  user({ userId: 11, username: 'bob', nickName: 'Bob Leroy', deptId: 105, deptName: 'Clinic', status: '1', certificateBegin: '2020-01-01', certificateEnd: '2020-12-31', certificateState: 'overdue' }),
];
const TREE: DeptTreeNode[] = [{ id: 100, label: 'AED Cloud', deptType: '0', disabled: false, children: [{ id: 105, label: 'Clinic', deptType: '2', disabled: false, children: [] }] }];
const INFO: UserInfoResult = {
  roles: [
    { roleId: 5, roleName: 'Operator', roleKey: 'operator', canHandleOrders: true, canDistributeOrders: false },
    { roleId: 7, roleName: 'User', roleKey: 'user', canHandleOrders: false, canDistributeOrders: false },
  ],
  posts: [{ postId: 1, postName: 'Chairman' }],
};

/** The roles offered for a user of an organization (role/optionselect?deptId=): the clinic's include its operator role. */
const optionsFor = (deptId: number): RoleOption[] =>
  INFO.roles
    .filter((r) => deptId === 105 || r.roleId !== 5)
    .map((r) => ({ ...r, status: '0' as const, deptId: r.roleId === 5 ? 105 : 100, builtIn: r.roleId !== 5 }));

type Answer = { status?: number; body: unknown };
/** Routes the mocked calls by path; `extra` answers first when it returns something. */
function mockUsers(extra: (method: string, path: string, body: unknown, language?: string) => Answer | undefined = () => undefined) {
  return mockApi((method, path, body, language) => {
    const special = extra(method, path, body, language);
    if (special) return special;
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/upms/system/user/info')) return ok(INFO);
    if (path.startsWith('/upms/system/role/optionselect')) return ok(optionsFor(Number(new URLSearchParams(path.split('?')[1]).get('deptId'))));
    if (path.startsWith('/upms/system/user/page')) return ok({ total: 2, rows: ROWS });
    if (path.startsWith('/upms/system/user/waringPage')) return ok({ total: 1, rows: [ROWS[1]] });
    return ok(null);
  });
}

const renderPage = (permissions: string[]) => renderScreen(UserPage, '/system/user', permissions);

afterEach(() => vi.unstubAllGlobals());

describe('UserPage', () => {
  it('lists the users, filters by the organization clicked in the tree and by the search', async () => {
    const calls = mockUsers();
    renderPage(['*:*:*']);
    const row = await screen.findByTestId('user-row-bob');
    expect(within(row).getByText('Bob Leroy')).toBeTruthy();
    expect(within(row).getByText('Clinic')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/upms/system/user/page'))?.path).toBe('/upms/system/user/page?limit=10');

    fireEvent.click(await screen.findByTestId('user-dept-105'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/upms/system/user/page?deptId=105&limit=10'));
    fireEvent.change(screen.getByTestId('user-search-keyword'), { target: { value: ' bob ' } });
    fireEvent.change(screen.getByTestId('user-search-status'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('user-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/upms/system/user/page?keyword=bob&status=1&deptId=105&limit=10'));
  });

  it('keeps the organization picked in the tree in the URL: a link opens on it, Back restores the one before', async () => {
    const calls = mockUsers();
    const { router, queryClient } = renderWithApp([{ path: '/system/user', component: UserPage }], { at: '/system/user?deptId=105' });
    queryClient.setQueryData(['auth', 'info'], { permissions: ['*:*:*'], roles: [] });
    const selected = async (id: number) => expect((await screen.findByTestId(`user-dept-${id}`)).closest('[role="treeitem"]')?.getAttribute('aria-selected')).toBe('true');
    await selected(105);
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/upms/system/user/page')).map((c) => c.path)).toEqual(['/upms/system/user/page?deptId=105&limit=10']));

    fireEvent.click(screen.getByTestId('user-dept-100'));
    await waitFor(() => expect(router.state.location.search).toEqual({ deptId: 100 }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/upms/system/user/page?deptId=100&limit=10'));
    await selected(100);

    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ deptId: 105 }));
    await selected(105);
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/upms/system/user/page?deptId=105&limit=10'));
  });

  it('ignores an organization in the URL that is no number or not in the tree: the whole scope is listed', async () => {
    for (const bad of ['abc', '999', '-1']) {
      const calls = mockUsers();
      const { unmount } = renderWithApp([{ path: '/system/user', component: UserPage }], { at: `/system/user?deptId=${bad}` });
      await screen.findByTestId('user-row-alice');
      await screen.findByTestId('user-dept-105');
      await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/upms/system/user/page')).at(-1)?.path, bad).toBe('/upms/system/user/page?limit=10'));
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('shows a reversed creation-date range at the range instead of listing nothing', async () => {
    const calls = mockUsers();
    renderPage(['*:*:*']);
    await screen.findByTestId('user-row-alice');
    const before = calls.length;
    fireEvent.change(screen.getByTestId('user-search-time-begin'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByTestId('user-search-time-end'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByTestId('user-search-submit'));
    expect((await screen.findByTestId('user-search-time-error')).textContent).toBe('The end date cannot be before the start date');
    expect(calls.slice(before).some((c) => c.path.startsWith('/upms/system/user/page'))).toBe(false);
    // put in order, the search runs and the message goes
    fireEvent.change(screen.getByTestId('user-search-time-begin'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByTestId('user-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/upms/system/user/page?beginTime=2026-02-01&endTime=2026-03-01&limit=10'));
    expect(screen.queryByTestId('user-search-time-error')).toBeNull();
  });

  it('hides the actions the user has no permission for, and the certificate tab', async () => {
    mockUsers();
    renderPage(['system:user:list']);
    await screen.findByTestId('user-row-alice');
    for (const id of ['user-add', 'user-import', 'user-export', 'user-delete', 'user-row-edit-alice', 'user-row-delete-alice', 'user-row-password-alice', 'user-row-certificate-alice', 'user-tab-warnings']) {
      expect(screen.queryByTestId(id), id).toBeNull();
    }
  });

  it('adds a user with the fields of the form, the roles offered for its organization and the user type they allow', async () => {
    const calls = mockUsers((method) => (method === 'POST' ? ok({ userId: 12 }) : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('user-dept-105'));
    fireEvent.click(await screen.findByTestId('user-add'));
    await screen.findByTestId('user-form-role-operator');
    // the roles of the organization picked (a role goes to users of its organization and below)
    expect(calls.some((c) => c.path === '/upms/system/role/optionselect?deptId=105')).toBe(true);
    // the handling type needs a role that handles orders
    const handler = within(screen.getByTestId('user-form-type-handler')).getByRole('checkbox') as HTMLInputElement;
    expect(handler.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('user-form-username'), { target: { value: 'carol' } });
    fireEvent.change(screen.getByTestId('user-form-nickName'), { target: { value: 'Carol Petit' } });
    fireEvent.change(screen.getByTestId('user-form-password'), { target: { value: 'Carol#2026pw' } });
    fireEvent.change(screen.getByTestId('user-form-email'), { target: { value: 'carol@example.com' } });
    fireEvent.click(within(screen.getByTestId('user-form-role-operator')).getByRole('checkbox'));
    await waitFor(() => expect(handler.disabled).toBe(false));
    fireEvent.click(handler);
    await waitFor(() => expect(screen.getByTestId('user-form-type-handler').getAttribute('data-state')).toBe('checked'));
    // by its label (each checkbox must own its input id)
    fireEvent.click(within(screen.getByTestId('user-form-post-1')).getByText('Chairman'));
    await waitFor(() => expect(screen.getByTestId('user-form-post-1').getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/upms/system/user/add');
    expect(post.body).toEqual({
      username: 'carol',
      password: 'Carol#2026pw',
      nickName: 'Carol Petit',
      deptId: 105,
      email: 'carol@example.com',
      phonenumber: '',
      sex: '2',
      language: 'en',
      status: '0',
      userTypes: ['handler'],
      roleIds: [5],
      postIds: [1],
      remark: '',
      certificateBegin: '',
      certificateEnd: '',
    });
    expect(await screen.findByText('Added successfully')).toBeTruthy();
  });

  it('names built-in roles in the picker in the app language, and again after a language switch (issue 14, item 13)', async () => {
    // the server names built-in roles in the Accept-Language it is sent (decision 0038)
    const USER_ROLE: Record<string, string> = { en: 'User', fr: 'Utilisateur', 'zh-CN': '用户', 'zh-TW': '使用者' };
    const named = (language?: string) => INFO.roles.map((r) => (r.roleKey === 'user' ? { ...r, roleName: USER_ROLE[language ?? 'en'] } : r));
    mockUsers((_m, path, _b, language) => {
      if (path.startsWith('/upms/system/user/info')) return ok({ ...INFO, roles: named(language) });
      if (path.startsWith('/upms/system/role/optionselect')) return ok(named(language).map((r) => ({ ...r, status: '0', deptId: 100, builtIn: true })));
      return undefined;
    });
    await i18n.changeLanguage('fr');
    const { queryClient } = renderPage(['*:*:*']);
    const stop = refetchOnLanguageChange(queryClient, i18n);
    try {
      fireEvent.click(await screen.findByTestId('user-add'));
      await waitFor(() => expect(screen.getByTestId('user-form-role-user').textContent).toContain('Utilisateur'));
      await i18n.changeLanguage('zh-TW');
      await waitFor(() => expect(screen.getByTestId('user-form-role-user').textContent).toContain('使用者'));
    } finally {
      stop();
    }
  });

  it('never offers the system super administrator role, even when an answer lists it (decision 0035)', async () => {
    const withAdmin: UserInfoResult = { ...INFO, roles: [{ roleId: 1, roleName: 'System super administrator', roleKey: 'admin', canHandleOrders: true, canDistributeOrders: true }, ...INFO.roles] };
    mockUsers((_m, path) => (path.startsWith('/upms/system/user/info') ? ok(withAdmin) : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('user-add'));
    await screen.findByTestId('user-form-role-user');
    expect(screen.queryByTestId('user-form-role-admin')).toBeNull();
  });

  it('unticks and disables work-order handling when the role that allows it is unticked (issue 14, item 9)', async () => {
    mockUsers();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('user-dept-105'));
    fireEvent.click(await screen.findByTestId('user-add'));
    const operator = within(await screen.findByTestId('user-form-role-operator')).getByRole('checkbox');
    const handler = within(screen.getByTestId('user-form-type-handler')).getByRole('checkbox') as HTMLInputElement;
    fireEvent.click(operator);
    await waitFor(() => expect(handler.disabled).toBe(false));
    fireEvent.click(handler);
    await waitFor(() => expect(screen.getByTestId('user-form-type-handler').getAttribute('data-state')).toBe('checked'));
    fireEvent.click(operator);
    await waitFor(() => expect(screen.getByTestId('user-form-type-handler').getAttribute('data-state')).toBe('unchecked'));
    expect(handler.disabled).toBe(true);
  });

  it('offers the roles of the organization picked and does not send a role ticked for another one', async () => {
    const calls = mockUsers((method) => (method === 'POST' ? ok({ userId: 13 }) : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('user-dept-105'));
    fireEvent.click(await screen.findByTestId('user-add'));
    fireEvent.click(within(await screen.findByTestId('user-form-role-operator')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('user-form-role-user')).getByRole('checkbox'));
    // another organization, where the clinic's role is not offered
    fireEvent.change(screen.getByTestId('user-form-dept'), { target: { value: '100' } });
    await waitFor(() => expect(screen.queryByTestId('user-form-role-operator')).toBeNull());
    expect(calls.some((c) => c.path === '/upms/system/role/optionselect?deptId=100')).toBe(true);
    fireEvent.change(screen.getByTestId('user-form-username'), { target: { value: 'dave' } });
    fireEvent.change(screen.getByTestId('user-form-nickName'), { target: { value: 'Dave' } });
    fireEvent.change(screen.getByTestId('user-form-password'), { target: { value: 'Dave#2026pw' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ deptId: 100, roleIds: [7] });
  });

  it('says Save and refuses empty required fields at the field without sending', async () => {
    const calls = mockUsers();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('user-add'));
    await screen.findByTestId('user-form-role-user');
    expect(screen.getByTestId('user-form-submit').textContent).toBe('Save');
    expect(screen.getByTestId('user-form-cancel').textContent).toBe('Cancel');
    fireEvent.click(screen.getByTestId('user-form-submit'));
    expect((await screen.findByTestId('user-form-nickName-error')).textContent).toBe('This field is required');
    expect(screen.getByTestId('user-form-username-error').textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a weak password locally and shows a taken account refused by the server, translated, on its field', async () => {
    const calls = mockUsers((method) =>
      method === 'POST' ? { status: 409, body: { code: 409, msg: 'The login account already exists', errorCode: 'user.accountExists' } } : undefined,
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('user-add'));
    await screen.findByTestId('user-form-role-user');
    fireEvent.change(screen.getByTestId('user-form-username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByTestId('user-form-nickName'), { target: { value: 'Alice Again' } });
    fireEvent.change(screen.getByTestId('user-form-dept'), { target: { value: '100' } });
    // the organization's roles are asked for once it is picked
    fireEvent.click(within(await screen.findByTestId('user-form-role-user')).getByText('User'));
    fireEvent.change(screen.getByTestId('user-form-password'), { target: { value: 'weak' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));
    expect((await screen.findByTestId('user-form-password-error')).textContent).toMatch(/8 to 20 characters/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('user-form-password'), { target: { value: 'Alice#2026pw' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(screen.getByTestId('user-form-username-error').textContent).toBe('The login account already exists'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ username: 'alice', deptId: 100, roleIds: [7] });
  });

  it('disables a user after confirmation through the status switch', async () => {
    const calls = mockUsers();
    renderPage(['*:*:*']);
    const row = await screen.findByTestId('user-row-alice');
    fireEvent.click(within(row).getByTestId('user-status-alice').querySelector('input')!);
    const dialog = await screen.findByTestId('user-status-dialog');
    expect(dialog.textContent).toContain('Disable the user "Alice Martin" (alice)?');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('user-status-change-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/upms/system/user/changeStatus', body: { userId: 10, status: '1' } }));
  });

  it('offers neither Delete nor the status switch on the caller\'s own row (the server refuses both), but does on the others', async () => {
    mockUsers();
    const { queryClient } = renderPage(['*:*:*']);
    // signed in as bob (an organization administrator, not the super administrator)
    queryClient.setQueryData(['auth', 'info'], { permissions: ['*:*:*'], roles: ['admin'], user: { userId: 11, username: 'bob' } });
    const own = await screen.findByTestId('user-row-bob');
    expect(within(own).queryByTestId('user-row-delete-bob')).toBeNull();
    const ownSwitch = within(own).getByTestId('user-status-bob');
    expect(ownSwitch.querySelector('input')?.disabled).toBe(true);
    expect(ownSwitch.getAttribute('title')).toBe('Your own account cannot be disabled or deleted');
    // editing one's own account stays
    expect(within(own).getByTestId('user-row-edit-bob')).toBeTruthy();
    const other = screen.getByTestId('user-row-alice');
    expect(within(other).getByTestId('user-row-delete-alice')).toBeTruthy();
    expect(within(other).getByTestId('user-status-alice').querySelector('input')?.disabled).toBe(false);
    expect(within(other).getByTestId('user-status-alice').getAttribute('title')).toBeNull();
  });

  it('imports a file: shows the limits, the row messages and the progress until done, then refreshes the list', async () => {
    const report: ImportProgress = {
      importId: 'imp-12345678',
      total: 60,
      processed: 0,
      created: 0,
      duplicates: [{ row: 4, errorCode: 'user.importDuplicate', params: { row: 4, field: 'username' } }],
      errors: [{ row: 6, errorCode: 'user.handlerNotAllowed', params: { row: 6 } }],
      done: false,
    };
    let processCalls = 0;
    const calls = mockUsers((method, path) => {
      if (method !== 'POST') return undefined;
      if (path === '/upms/system/user/importUser') return ok(report);
      processCalls += 1;
      // (the one-time passwords of each batch: user-import-dialog.test.tsx)
      return ok(processCalls === 1 ? { ...report, processed: 50, created: 50, oneTimePasswords: [] } : { ...report, processed: 60, created: 60, done: true, oneTimePasswords: [] });
    });
    renderPage(['*:*:*']);
    await screen.findByTestId('user-row-alice');
    fireEvent.click(screen.getByTestId('user-import'));
    expect((await screen.findByTestId('user-import-limits')).textContent).toContain('at most 2 MB and 1000 rows');
    const pageCallsBefore = calls.filter((c) => c.path.startsWith('/upms/system/user/page')).length;

    // The picker offers Excel workbooks, current and 97-2003; another file is refused before anything is sent.
    expect(screen.getByTestId('user-import-file').getAttribute('accept')).toContain('.xls,');
    fireEvent.change(screen.getByTestId('user-import-file'), { target: { files: [new File(['a,b'], 'users.csv')] } });
    expect((await screen.findByTestId('user-import-file-error')).textContent).toBe('Only Excel workbooks can be imported: .xlsx, or .xls (Excel 97-2003)');

    const file = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], 'users.xls', { type: 'application/vnd.ms-excel' });
    fireEvent.change(screen.getByTestId('user-import-file'), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('user-import-submit'));

    await waitFor(() => expect(screen.getByTestId('user-import-summary').textContent).toBe('Created: 60 · duplicates ignored: 1 · rows refused: 1'));
    const upload = calls.find((c) => c.path === '/upms/system/user/importUser')!;
    expect(upload.body).toEqual({ fileName: 'users.xls', file: expect.stringMatching(/^data:.*;base64,0M8R4A==$/) });
    expect(calls.filter((c) => c.path === '/upms/system/user/importUser/process').map((c) => c.body)).toEqual([{ importId: 'imp-12345678' }, { importId: 'imp-12345678' }]);
    expect(screen.getByTestId('user-import-progress-text').textContent).toBe('60 / 60');
    const messages = within(screen.getByTestId('user-import-messages')).getAllByRole('listitem').map((li) => li.textContent);
    expect(messages).toEqual(['Row 4: duplicate Account, row ignored', 'Row 6: The selected roles cannot handle work orders: untick the work-order handling type']);
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/upms/system/user/page')).length).toBeGreaterThan(pageCallsBefore));
  });

  it('lists the certificate warnings and clears a certificate', async () => {
    const calls = mockUsers();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('user-tab-warnings'));
    await screen.findByTestId('user-warning-row-bob');
    expect(calls.find((c) => c.path.startsWith('/upms/system/user/waringPage'))?.path).toBe('/upms/system/user/waringPage?limit=10');
    fireEvent.click(screen.getByTestId('user-warning-certificate-bob'));
    expect(((await screen.findByTestId('user-certificate-end')) as HTMLInputElement).value).toBe('2020-12-31');
    fireEvent.click(screen.getByTestId('user-certificate-clear'));
    fireEvent.click(screen.getByTestId('user-certificate-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/upms/system/user/updateCertificationEffect', body: { userId: 11, certificateBegin: '', certificateEnd: '' } }),
    );
  });
});
