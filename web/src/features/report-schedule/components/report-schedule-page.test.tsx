import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportScheduleRecord } from '@aed/shared/schemas/report-schedule';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { formatDateTime } from '../../../lib/format';
import { mockApi, ok, renderScreen } from '../../../test/render';
import ReportSchedulePage from './report-schedule-page';

const record = (over: Partial<ReportScheduleRecord> = {}): ReportScheduleRecord => ({
  deptId: 105,
  deptName: 'Clinic',
  emails: ['ann@example.com', 'bob@example.com'],
  intervalDays: 7,
  nextRunTime: '2026-12-06T01:00:00.000Z',
  lastRunTime: '2026-11-29T01:00:00.000Z',
  lastSentCount: 3,
  lastError: '',
  updateBy: 'hank',
  updateTime: '2026-11-20T08:00:00.000Z',
  version: 4,
  ...over,
});

const TREE: DeptTreeNode[] = [
  { id: 100, label: 'Head office', deptType: '0', disabled: false, children: [{ id: 105, label: 'Clinic', deptType: '2', disabled: false, children: [] }] },
];

const P = '/report/schedule';
const EDIT = ['report:schedule:list', 'report:schedule:edit'];

type Answer = { status?: number; body: unknown };

function api({ rows = [record()], save }: { rows?: ReportScheduleRecord[]; save?: (body: unknown) => Answer } = {}) {
  return mockApi((method, path, body) => {
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith(`${P}/page`)) return ok({ total: rows.length, rows });
    if (path.startsWith(`${P}/save`)) return save ? save(body) : ok(record({ version: 5 }));
    if (path.startsWith(`${P}/remove`)) return ok(null);
    return ok(null);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ReportSchedulePage', () => {
  it('shows each schedule with its list, interval, next and last mailing in local time, and narrows to the organization picked', async () => {
    const calls = api({ rows: [record(), record({ deptId: 106, deptName: 'Annex', intervalDays: 1, lastRunTime: '', lastSentCount: 0 }), record({ deptId: 107, deptName: 'Depot', lastSentCount: 0, lastError: 'report.logoMissing' })] });
    const { router } = renderScreen(ReportSchedulePage, P, EDIT);
    const row = await screen.findByTestId('report-schedule-row-105');
    expect(row.textContent).toContain('ann@example.com, bob@example.com');
    expect(screen.getByTestId('report-schedule-interval-105').textContent).toBe('Every 7 days');
    expect(screen.getByTestId('report-schedule-interval-106').textContent).toBe('Every day');
    expect(screen.getByTestId('report-schedule-next-105').textContent).toBe(formatDateTime('2026-12-06T01:00:00.000Z'));
    expect(row.textContent).toContain(formatDateTime('2026-11-29T01:00:00.000Z'));
    expect(row.textContent).toContain('3 reports sent');
    expect(within(screen.getByTestId('report-schedule-row-106')).getByText('Not yet')).toBeTruthy();
    // why the last run stopped short, translated (the next run tries again)
    expect(screen.queryByTestId('report-schedule-error-105')).toBeNull();
    expect(screen.getByTestId('report-schedule-error-107').textContent).toBe('Agent logo not found: upload a logo for the organization or one above it');
    fireEvent.click(await screen.findByTestId('report-schedule-dept-100'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ deptId: 100 }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith(`${P}/page?`) && /deptId=100/.test(c.path))).toBe(true));
  });

  it('explains what a schedule does when there is none, and offers no change without the edit permission', async () => {
    api({ rows: [] });
    renderScreen(ReportSchedulePage, P, ['report:schedule:list']);
    expect((await screen.findByTestId('report-schedule-empty')).textContent).toMatch(/never mailed twice to the same list/);
    expect(screen.queryByTestId('report-schedule-add')).toBeNull();
  });

  it('offers no edit or remove on a row without the edit permission', async () => {
    api();
    renderScreen(ReportSchedulePage, P, ['report:schedule:list']);
    await screen.findByTestId('report-schedule-row-105');
    expect(screen.queryByTestId('report-schedule-edit-105')).toBeNull();
    expect(screen.queryByTestId('report-schedule-remove-105')).toBeNull();
  });

  it('adds a schedule with a weekly default: checks the organization and each address before sending', async () => {
    const calls = api({ rows: [] });
    renderScreen(ReportSchedulePage, P, EDIT);
    fireEvent.click(await screen.findByTestId('report-schedule-add'));
    expect((screen.getByTestId('report-schedule-form-interval') as HTMLInputElement).value).toBe('7');
    fireEvent.change(screen.getByTestId('report-schedule-form-emails'), { target: { value: 'ann@example.com, nope' } });
    fireEvent.change(screen.getByTestId('report-schedule-form-interval'), { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('report-schedule-form-submit'));
    expect((await screen.findByTestId('report-schedule-form-deptId-error')).textContent).toBe('This field is required');
    expect(screen.getByTestId('report-schedule-form-emails-error').textContent).toBe('nope is not a valid email address');
    expect(screen.getByTestId('report-schedule-form-intervalDays-error').textContent).toBe('Interval days must be a whole number from 1 to 365');
    expect(calls.some((c) => c.path.startsWith(`${P}/save`))).toBe(false);

    await waitFor(() => expect(screen.getByTestId('report-schedule-form-org').querySelectorAll('option').length).toBe(3));
    fireEvent.change(screen.getByTestId('report-schedule-form-org'), { target: { value: '105' } });
    fireEvent.change(screen.getByTestId('report-schedule-form-emails'), { target: { value: 'Ann@Example.com, bob@example.com' } });
    fireEvent.change(screen.getByTestId('report-schedule-form-interval'), { target: { value: '14' } });
    fireEvent.click(screen.getByTestId('report-schedule-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.path.startsWith(`${P}/save`))).toMatchObject({ method: 'PUT', body: { deptId: 105, emails: ['ann@example.com', 'bob@example.com'], intervalDays: 14 } }));
    expect(calls.find((c) => c.path.startsWith(`${P}/save`))?.body).not.toHaveProperty('version');
    expect(await screen.findByText('Report email schedule added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('report-schedule-dialog')).toBeNull());
  });

  it("shows the server's refusals at their fields: an organization that has a schedule, an address refused", async () => {
    let answer: Answer = { status: 409, body: { code: 409, msg: 'x', errorCode: 'reportSchedule.exists' } };
    api({ rows: [], save: () => answer });
    renderScreen(ReportSchedulePage, `${P}?deptId=105`, EDIT);
    fireEvent.click(await screen.findByTestId('report-schedule-add'));
    await waitFor(() => expect((screen.getByTestId('report-schedule-form-org') as HTMLSelectElement).value).toBe('105'));
    fireEvent.change(screen.getByTestId('report-schedule-form-emails'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByTestId('report-schedule-form-submit'));
    expect((await screen.findByTestId('report-schedule-form-deptId-error')).textContent).toBe('The organization has a report email schedule already: edit it');

    answer = { status: 400, body: { code: 400, msg: 'bad', errorCode: 'common.validation', params: { email: 'ann@example.com' }, fields: [{ path: 'emails', errorCode: 'report.emailFormat' }] } };
    fireEvent.click(screen.getByTestId('report-schedule-form-submit'));
    expect((await screen.findByTestId('report-schedule-form-emails-error')).textContent).toBe('ann@example.com is not a valid email address');
    expect(screen.getByTestId('report-schedule-dialog')).toBeTruthy();
  });

  it('edits a schedule on the version read, its organization fixed; a change made meanwhile is a toast', async () => {
    const calls = api({ save: () => ({ status: 409, body: { code: 409, msg: 'x', errorCode: 'reportSchedule.conflict' } }) });
    renderScreen(ReportSchedulePage, P, EDIT);
    fireEvent.click(await screen.findByTestId('report-schedule-edit-105'));
    const org = screen.getByTestId('report-schedule-form-org') as HTMLInputElement;
    expect([org.value, org.disabled]).toEqual(['Clinic', true]);
    expect((screen.getByTestId('report-schedule-form-emails') as HTMLTextAreaElement).value).toBe('ann@example.com, bob@example.com');
    fireEvent.change(screen.getByTestId('report-schedule-form-interval'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('report-schedule-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.path.startsWith(`${P}/save`))?.body).toEqual({ deptId: 105, emails: ['ann@example.com', 'bob@example.com'], intervalDays: 30, version: 4 }));
    expect(await screen.findByText('The schedule was changed meanwhile: reload it')).toBeTruthy();
  });

  it('removes a schedule after a confirmation naming the organization, on the version read', async () => {
    const calls = api();
    renderScreen(ReportSchedulePage, P, EDIT);
    fireEvent.click(await screen.findByTestId('report-schedule-remove-105'));
    expect((await screen.findByTestId('report-schedule-remove-dialog')).textContent).toContain('Stop mailing the approved reports of Clinic?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('report-schedule-remove-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${P}/remove?deptId=105&version=4`));
    expect(await screen.findByText('Report email schedule removed')).toBeTruthy();
  });
});
