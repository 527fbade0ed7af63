import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import type { HandlerAssignmentRecord, HandlerResolution } from '@aed/shared/schemas/handler';
import type { UserOption } from '@aed/shared/schemas/user';
import { mockApi, ok, renderScreen } from '../../../test/render';
import HandlerPage from './handler-page';

const assignment = (over: Partial<HandlerAssignmentRecord>): HandlerAssignmentRecord => ({
  assignmentId: 1,
  deptId: 105,
  deptName: 'Clinic',
  deviceId: 0,
  deviceLabel: '',
  userId: 20,
  username: 'eng.north',
  nickName: 'Nora Engineer',
  userDeptName: 'Agent North',
  primary: true,
  eligibility: 'ok',
  remark: '',
  createBy: 'admin',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: 'admin',
  updateTime: '2026-01-02T03:04:05.000Z',
  ...over,
});
const ROWS = [assignment({}), assignment({ assignmentId: 2, userId: 21, username: 'eng.off', nickName: 'Otto Off', userDeptName: 'Clinic', primary: false, eligibility: 'disabled' })];
/** Agent North (101) above the clinic (105); another agent (102) beside it. */
const TREE: DeptTreeNode[] = [
  {
    id: 100,
    label: 'AED Cloud',
    deptType: '0',
    disabled: false,
    children: [
      { id: 101, label: 'Agent North', deptType: '0', disabled: false, children: [{ id: 105, label: 'Clinic', deptType: '2', disabled: false, children: [] }] },
      { id: 102, label: 'Agent South', deptType: '0', disabled: false, children: [] },
    ],
  },
];
const HANDLERS: UserOption[] = [
  { userId: 20, username: 'eng.north', nickName: 'Nora Engineer', deptId: 101 },
  { userId: 22, username: 'eng.clinic', nickName: 'Carl Clinic', deptId: 105 },
  { userId: 23, username: 'eng.south', nickName: 'Sam South', deptId: 102 },
];
const RESOLVED: HandlerResolution = { level: 'organization', deptId: 105, deptName: 'Clinic', rows: [ROWS[0]], defaultAssignmentId: 1, hidden: 0 };

type Answer = { status?: number; body: unknown };
function mockHandlers(extra: (method: string, path: string, body: unknown) => Answer | undefined = () => undefined) {
  return mockApi((method, path, body) => {
    const special = extra(method, path, body);
    if (special) return special;
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/product/handler/page')) return ok({ total: 2, rows: ROWS });
    if (path.startsWith('/product/handler/resolve')) return ok(RESOLVED);
    if (path.startsWith('/product/notify/deviceOptions')) return ok([]);
    if (path.startsWith('/upms/system/user/getHandleUsers')) return ok(HANDLERS);
    return ok(null);
  });
}

const renderPage = (permissions: string[]) => renderScreen(HandlerPage, '/product/handler', permissions);

afterEach(() => vi.unstubAllGlobals());

describe('HandlerPage', () => {
  it('lists the assignments with the default handler and whether each can handle orders now', async () => {
    const calls = mockHandlers();
    renderPage(['*:*:*']);
    const off = await screen.findByTestId('handler-row-2');
    expect(within(off).getByText('Otto Off')).toBeTruthy();
    expect(screen.getByTestId('handler-eligibility-2').textContent).toBe('Account deactivated');
    expect(screen.getByTestId('handler-eligibility-1').textContent).toBe('Yes');
    expect(screen.getByTestId('handler-primary-1').textContent).toBe('Default handler');
    expect(screen.queryByTestId('handler-primary-2')).toBeNull();

    fireEvent.click(await screen.findByTestId('handler-dept-105'));
    await waitFor(() => expect(calls.some((c) => c.path === '/product/handler/page?deptId=105&limit=10')).toBe(true));
    expect((await screen.findByTestId('handler-resolution')).textContent).toBe("Orders of devices without handlers of their own go to this organization's handlers (1). Default: Nora Engineer.");
    fireEvent.change(screen.getByTestId('handler-search-primary'), { target: { value: 'true' } });
    fireEvent.click(screen.getByTestId('handler-search-submit'));
    await waitFor(() => expect(calls.some((c) => c.path === '/product/handler/page?primary=true&deptId=105&limit=10')).toBe(true));
  });

  it('offers only the handlers of the organization or above it, and shows the refusal of the server on the user', async () => {
    const calls = mockHandlers((method) =>
      method === 'POST' ? { status: 400, body: { code: 400, msg: 'This account has been deactivated, please choose another one', errorCode: 'handler.userDisabled' } } : undefined,
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('handler-dept-105'));
    fireEvent.click(await screen.findByTestId('handler-add'));
    await screen.findByTestId('handler-form');
    expect(screen.getByTestId('handler-form-submit').textContent).toBe('Save');
    fireEvent.click(screen.getByTestId('handler-form-submit'));
    expect((await screen.findByTestId('handler-form-userId-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // the clinic's handlers and its agent's, not the other agent's
    await waitFor(() => expect(within(screen.getByTestId('handler-form-user')).getAllByRole('option')).toHaveLength(3));
    const options = within(screen.getByTestId('handler-form-user')).getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(1)).toEqual(['Nora Engineer (eng.north) · Agent North', 'Carl Clinic (eng.clinic) · Clinic']);
    fireEvent.change(screen.getByTestId('handler-form-user'), { target: { value: '22' } });
    fireEvent.click(within(screen.getByTestId('handler-form-primary')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('handler-form-primary').getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByTestId('handler-form-submit'));
    await waitFor(() => expect(screen.getByTestId('handler-form-userId-error').textContent).toBe('This account has been deactivated, please choose another one'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/product/handler/add', body: { deptId: 105, deviceId: 0, userId: 22, primary: true, remark: '' } }]);

    // in French, the same refusal is translated
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('fr');
    try {
      fireEvent.click(screen.getByTestId('handler-form-submit'));
      await waitFor(() => expect(screen.getByTestId('handler-form-userId-error').textContent).toBe('Ce compte a été désactivé, veuillez en choisir un autre'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows a person already assigned to the organization at the user field, not only as a toast', async () => {
    mockHandlers((method) => (method === 'POST' ? { status: 409, body: { code: 409, msg: 'x', errorCode: 'handler.exists' } } : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('handler-dept-105'));
    fireEvent.click(await screen.findByTestId('handler-add'));
    await waitFor(() => expect(within(screen.getByTestId('handler-form-user')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('handler-form-user'), { target: { value: '22' } });
    fireEvent.click(screen.getByTestId('handler-form-submit'));
    await waitFor(() => expect(screen.getByTestId('handler-form-userId-error').textContent).toBe('This person is already a work-order handler of this organization or device'));
    expect(screen.getByTestId('handler-form')).toBeTruthy();
  });

  it('changes the default flag of an assignment and removes one after confirmation; hides what the user may not do', async () => {
    const calls = mockHandlers((method) => (method === 'PUT' || method === 'DELETE' ? ok(null) : undefined));
    const { unmount } = renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('handler-row-edit-2'));
    await screen.findByTestId('handler-form');
    expect(screen.getByTestId('handler-form-user-fixed').textContent).toBe('Otto Off (eng.off) · Clinic');
    fireEvent.click(within(screen.getByTestId('handler-form-primary')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('handler-form-primary').getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByTestId('handler-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/product/handler/update', body: { assignmentId: 2, primary: true, remark: '' } }));

    fireEvent.click(await screen.findByTestId('handler-row-delete-1'));
    expect((await screen.findByTestId('handler-delete-dialog')).textContent).toContain('Remove "Nora Engineer" as a handler of Clinic?');
    fireEvent.click(screen.getByTestId('handler-delete-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/product/handler/delete?ids=1'));
    unmount();

    mockHandlers();
    renderPage(['product:handler:list']);
    await screen.findByTestId('handler-row-1');
    for (const id of ['handler-add', 'handler-export', 'handler-delete', 'handler-row-edit-1', 'handler-row-delete-1']) expect(screen.queryByTestId(id), id).toBeNull();
  });
});
