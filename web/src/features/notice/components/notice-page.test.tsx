import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NoticeRecord, NoticeRow } from '@aed/shared/schemas/notice';
import { mockApi, ok, renderWithApp, renderScreen } from '../../../test/render';
import NoticePage from './notice-page';
import { NOTICE_SEEN_KEY, NoticeBell } from './notice-bell';

const row = (over: Partial<NoticeRow>): NoticeRow => ({
  noticeId: 3,
  deptId: 101,
  deptName: 'Agent North',
  noticeTitle: 'Maintenance window',
  noticeType: '1',
  status: '0',
  createBy: 'admin',
  createTime: '2026-03-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});
const ROWS = [row({}), row({ noticeId: 2, noticeTitle: 'New firmware', noticeType: '2', status: '1' })];
const full = (over: Partial<NoticeRecord>): NoticeRecord => ({ ...row(over), noticeContent: '<p>Sunday <b>02:00</b></p>', ...over });

const renderPage = (permissions: string[]) => renderScreen(NoticePage, '/system/notice', permissions);

/** The caller's organizations for the owner select: agent North (whole subtree in scope) and a customer that is not. */
const TREE = [
  { id: 101, label: 'Agent North', deptType: '0', disabled: false, children: [{ id: 102, label: 'Clinic', deptType: '2', disabled: false, children: [] }] },
  { id: 103, label: 'Own only', deptType: '2', disabled: true, children: [] },
];
const page = (rows: NoticeRow[], extra: Record<string, unknown> = {}) => ok({ total: rows.length, rows, ...extra });

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.clear());

describe('NoticePage', () => {
  it('lists the notices with their organization, type and status', async () => {
    const calls = mockApi(() => page(ROWS));
    renderPage(['*:*:*']);
    const r = await screen.findByTestId('notice-row-2');
    expect(within(r).getByText('New firmware')).toBeTruthy();
    expect(within(r).getByText('Announcement')).toBeTruthy();
    expect(within(r).getByText('Closed')).toBeTruthy();
    expect(within(screen.getByTestId('notice-row-3')).getByText('Notification')).toBeTruthy();
    expect(screen.getByTestId('notice-dept-3').textContent).toBe('Agent North');
    expect(calls[0].path).toBe('/upms/system/notice/page?limit=10');
  });

  it('pages by cursor and keeps the first page\'s total, "more than" when the count was capped', async () => {
    const calls = mockApi((_m, path) => (path.includes('cursor=') ? ok({ rows: [row({ noticeId: 1, noticeTitle: 'Oldest' })] }) : page(ROWS, { total: 100, capped: true, next: 'c2' })));
    renderPage(['*:*:*']);
    await screen.findByTestId('notice-row-3');
    expect(screen.getByTestId('notice-total').textContent).toBe('More than 100');
    fireEvent.click(screen.getByTestId('notice-next'));
    await screen.findByTestId('notice-row-1');
    expect(calls.at(-1)?.path).toBe('/upms/system/notice/page?limit=10&cursor=c2');
    expect(screen.getByTestId('notice-total').textContent).toBe('More than 100');
  });

  it('hides the actions the user has no permission for', async () => {
    mockApi(() => page(ROWS));
    renderPage(['system:notice:list']);
    await screen.findByTestId('notice-row-3');
    expect(screen.queryByTestId('notice-add')).toBeNull();
    expect(screen.queryByTestId('notice-row-edit-3')).toBeNull();
    expect(screen.queryByTestId('notice-row-delete-3')).toBeNull();
  });

  it('requires a title, then adds a notice with its HTML content to the organization chosen', async () => {
    const calls = mockApi((method, path) => (method === 'POST' ? ok(full({})) : path.startsWith('/upms/system/dept/treeselect') ? ok(TREE) : page(ROWS)));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('notice-add'));
    expect((await screen.findByTestId('notice-form-submit')).textContent).toBe('Save');
    fireEvent.click(await screen.findByTestId('notice-form-submit'));
    expect((await screen.findByTestId('notice-form-title-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // only organizations whose whole subtree the caller holds can own it; the first of them is chosen to start with
    const dept = screen.getByTestId('notice-form-dept') as HTMLSelectElement;
    await waitFor(() => expect(dept.value).toBe('101'));
    expect(calls.find((c) => c.path.startsWith('/upms/system/dept/treeselect'))?.path).toBe('/upms/system/dept/treeselect?wholeSubtree=1');
    expect((within(dept).getByRole('option', { name: /Own only/ }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(dept, { target: { value: '102' } });
    fireEvent.change(screen.getByTestId('notice-form-title'), { target: { value: 'Firmware 2.1' } });
    fireEvent.click(screen.getByTestId('notice-form-content-source'));
    fireEvent.change(await screen.findByTestId('notice-form-content-html'), { target: { value: '<p>Update <b>now</b></p>' } });
    fireEvent.click(screen.getByTestId('notice-form-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ deptId: 102, noticeTitle: 'Firmware 2.1', noticeType: '1', noticeContent: '<p>Update <b>now</b></p>', status: '0' });
  });

  it('shows an organization already holding its maximum of notices at the organization field', async () => {
    mockApi((method, path) =>
      method === 'POST'
        ? { status: 409, body: { code: 409, msg: 'x', errorCode: 'notice.tooMany', params: { max: 500 } } }
        : path.startsWith('/upms/system/dept/treeselect')
          ? ok(TREE)
          : page(ROWS),
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('notice-add'));
    await waitFor(() => expect((screen.getByTestId('notice-form-dept') as HTMLSelectElement).value).toBe('101'));
    fireEvent.change(screen.getByTestId('notice-form-title'), { target: { value: 'One too many' } });
    fireEvent.click(screen.getByTestId('notice-form-submit'));
    await waitFor(() => expect(screen.getByTestId('notice-form-dept-error').textContent).toBe('The organization already holds the maximum of 500 notices'));
    expect(screen.getByTestId('notice-form')).toBeTruthy();
  });

  it('edits a notice loaded with its content', async () => {
    const calls = mockApi((method, path) => {
      if (path.startsWith('/upms/system/notice/info')) return ok(full({}));
      if (method === 'PUT') return ok(full({}));
      if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
      return page(ROWS);
    });
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('notice-row-edit-3'));
    const editor = await screen.findByTestId('notice-form-content');
    await waitFor(() => expect(editor.innerHTML).toBe('<p>Sunday <b>02:00</b></p>'));
    // the organization of an existing notice is shown, not changeable
    expect((screen.getByTestId('notice-form-dept') as HTMLInputElement).value).toBe('Agent North');
    expect((screen.getByTestId('notice-form-dept') as HTMLInputElement).disabled).toBe(true);
    editor.innerHTML = '<p>Monday</p>';
    fireEvent.input(editor);
    fireEvent.click(screen.getByTestId('notice-form-type-2'));
    fireEvent.click(screen.getByTestId('notice-form-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ noticeId: 3, noticeContent: '<p>Monday</p>' });
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('deptId');
  });
});

describe('NoticeBell', () => {
  const PUBLISHED = [
    full({ noticeId: 5, noticeTitle: 'Newest', createTime: '2026-03-05T00:00:00.000Z' }),
    full({ noticeId: 4, noticeTitle: 'Older', createTime: '2026-03-04T00:00:00.000Z', deptId: 100, deptName: 'AED Cloud' }),
  ];

  it('counts the notices not seen yet and lists them newest first', async () => {
    localStorage.setItem(NOTICE_SEEN_KEY, '2026-03-04T00:00:00.000Z');
    const calls = mockApi(() => ok(PUBLISHED));
    renderWithApp([{ path: '/', component: NoticeBell }], { at: '/' });
    expect((await screen.findByTestId('notice-bell-count')).textContent).toBe('1');
    expect(calls[0].path).toBe('/upms/system/notice/published?limit=10');
    fireEvent.click(screen.getByTestId('notice-bell'));
    const list = await screen.findByTestId('notice-bell-list');
    const items = within(list).getAllByRole('button', { expanded: false });
    expect(items.map((b) => b.textContent)).toEqual([expect.stringContaining('Newest'), expect.stringContaining('Older')]);
    // each notice names its publisher: a tenant's notice never passes as the platform's
    expect(screen.getByTestId('notice-bell-publisher-5').textContent).toBe('From Agent North');
    expect(screen.getByTestId('notice-bell-publisher-4').textContent).toBe('From AED Cloud');
    fireEvent.click(screen.getByTestId('notice-bell-item-5'));
    expect((await screen.findByTestId('notice-bell-content-5')).innerHTML).toBe('<p>Sunday <b>02:00</b></p>');
  });

  it('shows no count when nothing is new', async () => {
    localStorage.setItem(NOTICE_SEEN_KEY, '2026-03-05T00:00:00.000Z');
    mockApi(() => ok(PUBLISHED));
    renderWithApp([{ path: '/', component: NoticeBell }], { at: '/' });
    await waitFor(() => expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('Notices, 0 new'));
    expect(screen.queryByTestId('notice-bell-count')).toBeNull();
  });
});
