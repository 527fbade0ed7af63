import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import type { NotifyPersonRecord, NotifyResolution } from '@aed/shared/schemas/notify';
import { mockApi, ok, renderScreen } from '../../../test/render';
import NotifyPage from './notify-page';

const person = (over: Partial<NotifyPersonRecord>): NotifyPersonRecord => ({
  notifyId: 1,
  deptId: 100,
  deptName: 'AED Cloud',
  deviceId: 0,
  deviceLabel: '',
  personName: 'Claire Martin',
  phone: '+33 6 12 34 56 78',
  email: 'claire@example.com',
  notifyEmail: true,
  notifyPush: false,
  events: ['red', 'yellow', 'pink', 'purple'],
  status: '0',
  remark: '',
  createBy: 'admin',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: 'admin',
  updateTime: '2026-01-02T03:04:05.000Z',
  ...over,
});
const ROWS = [person({}), person({ notifyId: 2, deptId: 105, deptName: 'Clinic', deviceId: 7, deviceLabel: 'Lobby AED (SN-7)', personName: 'Paul Girard', notifyPush: true, events: ['red'], status: '1' })];
const TREE: DeptTreeNode[] = [{ id: 100, label: 'AED Cloud', deptType: '0', disabled: false, children: [{ id: 105, label: 'Clinic', deptType: '2', disabled: false, children: [] }] }];
const INHERITED: NotifyResolution = { level: 'organization', deptId: 100, deptName: 'AED Cloud', rows: [ROWS[0]], hidden: 0 };

type Answer = { status?: number; body: unknown };
function mockNotify(extra: (method: string, path: string, body: unknown) => Answer | undefined = () => undefined) {
  return mockApi((method, path, body) => {
    const special = extra(method, path, body);
    if (special) return special;
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/product/notify/page')) return ok({ total: 2, rows: ROWS });
    if (path.startsWith('/product/notify/resolve')) return ok(INHERITED);
    if (path.startsWith('/product/notify/deviceOptions')) return ok([{ deviceId: 7, deptId: 105, label: 'Lobby AED (SN-7)' }]);
    return ok(null);
  });
}

const renderPage = (permissions: string[]) => renderScreen(NotifyPage, '/product/notify', permissions);

afterEach(() => vi.unstubAllGlobals());

describe('NotifyPage', () => {
  it('lists the persons with their device, channels and events; the tree and the search filter the list', async () => {
    const calls = mockNotify();
    renderPage(['*:*:*']);
    const row = await screen.findByTestId('notify-row-2');
    expect(within(row).getByText('Paul Girard')).toBeTruthy();
    expect(within(row).getByText('Lobby AED (SN-7)')).toBeTruthy();
    expect(within(row).getByText('Push')).toBeTruthy();
    expect(within(row).getByText('Fault (red)')).toBeTruthy();
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(within(screen.getByTestId('notify-row-1')).getByText('Whole organization')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/product/notify/page'))?.path).toBe('/product/notify/page?limit=10');

    fireEvent.click(await screen.findByTestId('notify-dept-105'));
    await waitFor(() => expect(calls.some((c) => c.path === '/product/notify/page?deptId=105&limit=10')).toBe(true));
    // the organization's effective persons: inherited from above
    expect((await screen.findByTestId('notify-resolution')).textContent).toBe('This organization has no enabled persons of its own: its devices notify those of AED Cloud (1).');
    fireEvent.change(screen.getByTestId('notify-search-keyword'), { target: { value: ' girard ' } });
    await waitFor(() => expect(within(screen.getByTestId('notify-search-device')).getByText('Lobby AED (SN-7)')).toBeTruthy());
    fireEvent.change(screen.getByTestId('notify-search-device'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('notify-search-submit'));
    await waitFor(() => expect(calls.some((c) => c.path === '/product/notify/page?keyword=girard&deviceId=7&deptId=105&limit=10')).toBe(true));
  });

  it('hides the actions the user has no permission for', async () => {
    mockNotify();
    renderPage(['product:notify:list']);
    await screen.findByTestId('notify-row-1');
    for (const id of ['notify-add', 'notify-export', 'notify-delete', 'notify-row-edit-1', 'notify-row-delete-1']) expect(screen.queryByTestId(id), id).toBeNull();
  });

  it('adds a person: blank required fields refused in the form, a duplicate refused by the server shown on its field', async () => {
    const calls = mockNotify((method) =>
      method === 'POST'
        ? { status: 409, body: { code: 409, msg: 'This email address is already a notify person of this organization or device', errorCode: 'notify.emailExists' } }
        : undefined,
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('notify-dept-105'));
    fireEvent.click(await screen.findByTestId('notify-add'));
    await screen.findByTestId('notify-form');
    expect((screen.getByTestId('notify-form-dept') as HTMLSelectElement).value).toBe('105');
    expect(screen.getByTestId('notify-form-submit').textContent).toBe('Save');
    fireEvent.click(screen.getByTestId('notify-form-submit'));
    expect((await screen.findByTestId('notify-form-personName-error')).textContent).toBe('This field is required');
    expect(screen.getByTestId('notify-form-phone-error').textContent).toBe('This field is required');
    expect(screen.getByTestId('notify-form-email-error').textContent).toBe('This field is required');
    // no channel: refused too
    fireEvent.click(within(screen.getByTestId('notify-form-channel-email')).getByRole('checkbox'));
    fireEvent.change(screen.getByTestId('notify-form-name'), { target: { value: 'Lea Roux' } });
    fireEvent.change(screen.getByTestId('notify-form-phone'), { target: { value: '+33 1 40 00 00 00' } });
    fireEvent.change(screen.getByTestId('notify-form-email'), { target: { value: 'lea@example.com' } });
    await waitFor(() => expect(screen.getByTestId('notify-form-channel-email').getAttribute('data-state')).toBe('unchecked'));
    fireEvent.click(screen.getByTestId('notify-form-submit'));
    expect((await screen.findByTestId('notify-form-notifyEmail-error')).textContent).toBe('Choose at least one channel (email or push)');
    // no event either: the schema's own words, not "required"
    for (const event of ['red', 'yellow', 'pink', 'purple']) fireEvent.click(within(screen.getByTestId(`notify-form-event-${event}`)).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('notify-form-event-purple').getAttribute('data-state')).toBe('unchecked'));
    fireEvent.click(screen.getByTestId('notify-form-submit'));
    expect((await screen.findByTestId('notify-form-events-error')).textContent).toBe('Choose at least one event to be notified of');
    for (const event of ['red', 'yellow', 'pink', 'purple']) fireEvent.click(within(screen.getByTestId(`notify-form-event-${event}`)).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('notify-form-event-purple').getAttribute('data-state')).toBe('checked'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(screen.getByTestId('notify-form-channel-push')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('notify-form-channel-push').getAttribute('data-state')).toBe('checked'));
    fireEvent.click(within(screen.getByTestId('notify-form-event-yellow')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('notify-form-event-yellow').getAttribute('data-state')).toBe('unchecked'));
    await waitFor(() => expect(within(screen.getByTestId('notify-form-device')).getByText('Lobby AED (SN-7)')).toBeTruthy());
    fireEvent.change(screen.getByTestId('notify-form-device'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('notify-form-submit'));
    await waitFor(() => expect(screen.getByTestId('notify-form-email-error').textContent).toBe('This email address is already a notify person of this organization or device'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/product/notify/add',
        body: { deptId: 105, deviceId: 7, personName: 'Lea Roux', phone: '+33 1 40 00 00 00', email: 'lea@example.com', notifyEmail: false, notifyPush: true, events: ['red', 'pink', 'purple'], status: '0', remark: '' },
      },
    ]);
  });

  it('modifies a person with its organization and device fixed, and deletes after confirmation', async () => {
    const calls = mockNotify((method) => (method === 'PUT' || method === 'DELETE' ? ok(null) : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('notify-row-edit-2'));
    await screen.findByTestId('notify-form');
    expect((screen.getByTestId('notify-form-dept') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByTestId('notify-form-device') as HTMLSelectElement).value).toBe('7');
    fireEvent.change(screen.getByTestId('notify-form-name'), { target: { value: 'Paul G.' } });
    fireEvent.click(within(screen.getByTestId('notify-form-status-0')).getByRole('radio'));
    await waitFor(() => expect(screen.getByTestId('notify-form-status-0').getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByTestId('notify-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ notifyId: 2, personName: 'Paul G.', phone: '+33 6 12 34 56 78', email: 'claire@example.com', notifyEmail: true, notifyPush: true, events: ['red'], status: '0', remark: '' });

    fireEvent.click(await screen.findByTestId('notify-row-delete-1'));
    const dialog = await screen.findByTestId('notify-delete-dialog');
    expect(dialog.textContent).toContain('Delete "Claire Martin"?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('notify-delete-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/product/notify/delete?ids=1'));
  });
});
