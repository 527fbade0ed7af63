import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportDetails, ReportRecord } from '@aed/shared/schemas/report';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { mockApi, ok, renderScreen } from '../../../test/render';
import ReportListPage from './report-page';

const record = (over: Partial<ReportRecord> = {}): ReportRecord => ({
  reportId: 1,
  reportCode: 'IR20261129000001',
  reportName: 'Lobby AED 2026-11-29',
  source: 'auto',
  state: '1',
  result: 'fail',
  deviceId: 7,
  serialNumber: 'SN-7',
  equipmentName: 'Lobby AED',
  modelName: 'M1',
  manufacturer: 'Acme',
  deptId: 105,
  deptName: 'Clinic',
  orderId: 42,
  orderNo: 'WO20261129000042',
  recipients: ['Ann Lee'],
  receiverEmails: ['ann@example.com'],
  auditResult: '',
  auditOpinion: '',
  auditBy: '',
  auditTime: '',
  signerName: 'Hank',
  signTime: '2026-11-29T08:00:00.000Z',
  createBy: 'hank',
  createTime: '2026-11-29T08:00:01.000Z',
  updateTime: '2026-11-29T08:00:01.000Z',
  version: 2,
  ...over,
});

const details = (over: Partial<ReportDetails> = {}): ReportDetails => ({
  ...record(),
  items: [
    { name: 'cabinet', code: 'cabinet', value: 'Cracked', status: 'abnormal', date: '2026-11-29' },
    { name: 'shockJoules', code: 'shockJoules', value: '150', status: 'normal', date: '2026-11-29' },
  ],
  replacedItems: [],
  files: [],
  settings: { title: '', language: '', timeZone: '' },
  log: [
    { seq: 1, action: 'create', fromState: null, toState: '0', opinion: '', operator: 'hank', time: '2026-11-29T08:00:01.000Z' },
    { seq: 2, action: 'submit', fromState: '0', toState: '1', opinion: '', operator: 'ann', time: '2026-11-29T09:00:00.000Z' },
  ],
  allowed: ['modify', 'approve', 'reject'],
  ...over,
});

const P = '/report/inspection';
const ALL = ['report:inspection:list', 'report:inspection:query', 'report:inspection:add', 'report:inspection:edit', 'report:inspection:submit', 'report:inspection:audit'];

function api(info: ReportDetails = details()) {
  return mockApi((_m, path) => {
    if (path.startsWith('/upms/system/dept/treeselect')) return ok([]);
    if (path.startsWith(`${P}/page`)) return ok({ total: 2, rows: [record(), record({ reportId: 2, reportCode: 'IR20261129000002', state: '4', result: 'pass', source: 'manual' })] });
    if (path.startsWith(`${P}/info`)) return ok(info);
    if (path.startsWith(`${P}/`)) return ok(record({ version: 3 }));
    return ok(null);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ReportListPage', () => {
  it('shows each report with its state and result badges, and puts the filters in the URL and the request', async () => {
    const calls = api();
    const { router } = renderScreen(ReportListPage, '/report/inspection', ALL);
    const row = await screen.findByTestId('report-row-1');
    expect(row.textContent).toContain('IR20261129000001');
    expect(row.textContent).toContain('SN-7');
    expect(screen.getByTestId('report-state-1').textContent).toBe('To be audited');
    expect(screen.getByTestId('report-state-2').textContent).toBe('Sent');
    expect(within(screen.getByTestId('report-row-2')).getByText('Manual export')).toBeTruthy();
    fireEvent.change(screen.getByTestId('report-search-state'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('report-search-keyword'), { target: { value: 'SN-9' } });
    fireEvent.click(screen.getByTestId('report-search-submit'));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 2, keyword: 'SN-9' }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith(`${P}/page?`) && /state=2/.test(c.path) && /keyword=SN-9/.test(c.path))).toBe(true));
  });

  it('opens the details with items and log; rejecting asks for the opinion before anything is sent', async () => {
    const calls = api();
    renderScreen(ReportListPage, '/report/inspection', ALL);
    // Details in the actions column pinned to the right edge (walk 18: off screen at 1440 px in French)
    expect((await screen.findByTestId('report-open-1')).closest('[data-actions-column]')).not.toBeNull();
    fireEvent.click(await screen.findByTestId('report-open-1'));
    const items = await screen.findByTestId('report-details-items');
    expect(items.textContent).toContain('Cabinet');
    expect(items.textContent).toContain('Cracked');
    expect(screen.getByTestId('report-details-log').textContent).toContain('To be submitted → To be audited');
    expect(screen.queryByTestId('report-action-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('report-action-reject'));
    fireEvent.click(await screen.findByTestId('report-reject-submit'));
    expect((await screen.findByTestId('report-reject-opinion-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.path.startsWith(`${P}/reject`))).toBe(false);
    fireEvent.change(screen.getByTestId('report-reject-opinion'), { target: { value: 'Photo missing' } });
    fireEvent.click(screen.getByTestId('report-reject-submit'));
    await waitFor(() => expect(calls.find((c) => c.path.startsWith(`${P}/reject`))?.body).toEqual({ reportId: 1, version: 2, opinion: 'Photo missing' }));
  });

  it('refuses a bad email list in the modify dialog, then sends the corrected report', async () => {
    const calls = api();
    renderScreen(ReportListPage, '/report/inspection', ALL);
    fireEvent.click(await screen.findByTestId('report-open-1'));
    fireEvent.click(await screen.findByTestId('report-action-modify'));
    fireEvent.change(await screen.findByTestId('report-modify-emails'), { target: { value: 'ann@example.com, nope' } });
    fireEvent.click(screen.getByTestId('report-modify-submit'));
    expect((await screen.findByTestId('report-modify-receiverEmails-error')).textContent).toContain('nope');
    expect(calls.some((c) => c.path.startsWith(`${P}/modify`))).toBe(false);
    fireEvent.change(screen.getByTestId('report-modify-emails'), { target: { value: 'ann@example.com, bob@example.com' } });
    fireEvent.change(screen.getByTestId('report-modify-status-cabinet'), { target: { value: 'normal' } });
    fireEvent.click(screen.getByTestId('report-modify-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path.startsWith(`${P}/modify`))?.body).toMatchObject({
        reportId: 1,
        version: 2,
        receiverEmails: ['ann@example.com', 'bob@example.com'],
        items: [{ code: 'cabinet', value: 'Cracked', status: 'normal' }, { code: 'shockJoules', value: '150', status: 'normal' }],
      }),
    );
  });

  it('offers no audit to a caller without the audit permission, and no export without add', async () => {
    api(details({ allowed: ['modify'] }));
    renderScreen(ReportListPage, '/report/inspection', ['report:inspection:list', 'report:inspection:query']);
    expect(screen.queryByTestId('report-create')).toBeNull();
    fireEvent.click(await screen.findByTestId('report-open-1'));
    expect(await screen.findByTestId('report-action-modify')).toBeTruthy();
    expect(screen.queryByTestId('report-action-approve')).toBeNull();
    expect(screen.queryByTestId('report-action-reject')).toBeNull();
  });

  it('exports a report from a device, and shows at the device why a device without an order makes none', async () => {
    const TREE: DeptTreeNode[] = [{ id: 105, label: 'Clinic', deptType: '2', disabled: false, children: [] }];
    const calls = mockApi((method, path) => {
      if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
      if (path.startsWith('/product/notify/deviceOptions')) return ok([{ deviceId: 7, deptId: 105, label: 'Lobby AED (SN-7)' }]);
      if (path.startsWith(`${P}/page`)) return ok({ total: 0, rows: [] });
      if (method === 'POST') return { status: 409, body: { code: 409, msg: 'x', errorCode: 'report.noOrder' } };
      return ok(null);
    });
    renderScreen(ReportListPage, '/report/inspection', ALL);
    fireEvent.click(await screen.findByTestId('report-create'));
    fireEvent.click(await screen.findByTestId('report-create-submit'));
    expect((await screen.findByTestId('report-create-deviceId-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(await screen.findByTestId('report-create-org'), { target: { value: '105' } });
    await waitFor(() => expect(screen.getByTestId('report-create-device').querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('report-create-device'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('report-create-submit'));
    expect((await screen.findByTestId('report-create-deviceId-error')).textContent).toBe('The device has no order, so no report can be made');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ deviceId: 7 });
  });

  it('downloads the PDF from a fresh signed URL, and sends an approved report after a confirmation naming its receivers; a failed send says the mail waits', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const calls = mockApi((_m, path) => {
      if (path.startsWith('/upms/system/dept/treeselect')) return ok([]);
      if (path.startsWith(`${P}/page`)) return ok({ total: 1, rows: [record({ state: '2' })] });
      if (path.startsWith(`${P}/info`)) return ok(details({ state: '2', allowed: ['modify', 'send'], receiverEmails: ['ann@example.com', 'bob@example.com'] }));
      if (path.startsWith(`${P}/pdf`)) return ok({ url: 'http://localhost/local-blobs/local/report/105/1-v2?sig=1', expiresAt: '2026-11-29T09:05:00.000Z', fileName: 'IR20261129000001.pdf', contentType: 'application/pdf' });
      if (path.startsWith(`${P}/send`)) return { status: 502, body: { code: 502, msg: 'x', errorCode: 'report.sendFailed' } };
      return ok(null);
    });
    renderScreen(ReportListPage, '/report/inspection', [...ALL, 'report:inspection:send']);
    fireEvent.click(await screen.findByTestId('report-open-1'));
    fireEvent.click(await screen.findByTestId('report-action-pdf'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/local-blobs/local/report/105/1-v2?sig=1', '_blank', 'noopener'));
    expect(calls.find((c) => c.path.startsWith(`${P}/pdf`))?.path).toBe(`${P}/pdf?reportId=1`);

    fireEvent.click(screen.getByTestId('report-action-send'));
    expect((await screen.findByTestId('report-send-dialog')).textContent).toContain('ann@example.com, bob@example.com');
    expect(calls.some((c) => c.path.startsWith(`${P}/send`))).toBe(false);
    fireEvent.click(screen.getByTestId('report-send-confirm'));
    await waitFor(() => expect(calls.find((c) => c.path.startsWith(`${P}/send`))?.body).toEqual({ reportId: 1, version: 2, opinion: '' }));
    expect(await screen.findByText(/waits in Email management's failed list/)).toBeTruthy();
    open.mockRestore();
  });

  it('offers the PDF but no send to a caller the server does not allow to send', async () => {
    api(details({ state: '2', allowed: ['modify'] }));
    renderScreen(ReportListPage, '/report/inspection', ['report:inspection:list', 'report:inspection:query']);
    fireEvent.click(await screen.findByTestId('report-open-1'));
    expect(await screen.findByTestId('report-action-pdf')).toBeTruthy();
    expect(screen.queryByTestId('report-action-send')).toBeNull();
  });
});
