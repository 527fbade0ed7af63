import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import type { LicenceBatchRecord, LicenceEventRecord, LicenceSummary } from '@aed/shared/schemas/licence';
import { mockApi, ok, renderScreen } from '../../../test/render';
import LicencePage from './licence-page';

const TREE: DeptTreeNode[] = [
  {
    id: 100,
    label: 'AED Cloud',
    deptType: '0',
    disabled: false,
    children: [{ id: 101, label: 'Agent North', deptType: '0', disabled: false, children: [{ id: 105, label: 'Clinic Lyon', deptType: '2', disabled: false, children: [] }] }],
  },
];
const summary = (deptId: number, over: Partial<LicenceSummary> = {}): LicenceSummary => ({
  deptId,
  deptName: deptId === 100 ? 'AED Cloud' : 'Agent North',
  poolDeptId: deptId,
  poolDeptName: '',
  batches: 1,
  total: 20,
  available: 15,
  used: 0,
  expiring: 0,
  expired: 0,
  sold: 5,
  remaining: 15,
  ...over,
});
const BATCH: LicenceBatchRecord = {
  batchId: 'b1',
  deptId: 100,
  sourceBatchId: '',
  sourceDeptId: 0,
  sourceDeptName: '',
  expireTime: '',
  lifetimeDays: null,
  sellingUnit: 'device-year',
  buyingUnit: 'device-year',
  state: 'normal',
  createBy: 'admin',
  createTime: '2026-03-01T08:00:00.000Z',
  total: 20,
  available: 15,
  used: 0,
  expiring: 0,
  expired: 0,
  sold: 5,
  remaining: 15,
};
const EVENT: LicenceEventRecord = { eventId: 'e1', deptId: 100, kind: 'allocateOut', batchId: 'b1', amount: 5, counterpartDeptId: 101, counterpartDeptName: 'Agent North', devices: [], sellingUnit: 'device-year', buyingUnit: 'device-year', operator: 'admin', time: '2026-03-02T08:00:00.000Z' };

function mockLicences(refuse = false) {
  return mockApi((method, path) => {
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/system/licence/summary')) return ok(summary(Number(/deptId=(\d+)/.exec(path)?.[1] ?? 100)));
    if (path.startsWith('/system/licence/batch/page')) return ok({ total: null, rows: [BATCH] });
    if (path.startsWith('/system/licence/history/page')) return ok({ total: null, rows: [EVENT] });
    if (method === 'POST' && path === '/system/licence/mint') return ok({ batchId: 'b3' });
    if (method === 'POST' && path === '/system/licence/allocate') {
      return refuse
        ? { status: 409, body: { code: 409, msg: 'Not enough licences', errorCode: 'licence.amountExceedsAvailable', params: { available: 15 } } }
        : ok({ batchId: 'b2' });
    }
    return ok(null);
  });
}

const renderPage = (permissions: string[]) => renderScreen(LicencePage, '/system/licence', permissions);

afterEach(() => vi.unstubAllGlobals());

describe('LicencePage', () => {
  it('shows the pool of the first organization as cards, its batches and its history', async () => {
    const calls = mockLicences();
    renderPage(['*:*:*']);
    await waitFor(() => expect(screen.getByTestId('licence-count-available').textContent).toBe('15'));
    expect(screen.getByTestId('licence-count-sold').textContent).toBe('5');
    expect(screen.getByTestId('licence-org').textContent).toBe('Licences of AED Cloud');
    expect(await screen.findByTestId('licence-batch-row-b1')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/system/licence/batch/page?deptId=100'))).toBe(true);
    fireEvent.click(screen.getByTestId('licence-tab-history'));
    const line = await screen.findByTestId('licence-history-row-e1');
    expect(within(line).getByText('Sold')).toBeTruthy();
    expect(within(line).getByText('Agent North')).toBeTruthy();
  });

  it('allocates from a batch to a child organization; a refusal shows at the amount field', async () => {
    const calls = mockLicences(true);
    renderPage(['system:licence:list', 'system:licence:allocate']);
    fireEvent.click(await screen.findByTestId('licence-allocate-b1'));
    await screen.findByTestId('licence-allocate-dialog');
    fireEvent.change(screen.getByTestId('licence-allocate-dept'), { target: { value: '101' } });
    fireEvent.change(screen.getByTestId('licence-allocate-amount'), { target: { value: '16' } });
    fireEvent.click(screen.getByTestId('licence-allocate-submit'));
    await waitFor(() => expect(screen.getByTestId('licence-allocate-amount-error').textContent).toBe('Not enough licences: the batch has 15 available'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ sourceBatchId: 'b1', deptId: 101, amount: 16, sellingUnit: 'device-year', buyingUnit: 'device-year' });
    // no mint button without its permission
    expect(screen.queryByTestId('licence-mint')).toBeNull();
  });

  it('mints at the root with its permission: amount, a lifetime instead of an expiry date, units', async () => {
    const calls = mockLicences();
    renderPage(['system:licence:list', 'system:licence:mint']);
    fireEvent.click(await screen.findByTestId('licence-mint'));
    await screen.findByTestId('licence-mint-dialog');
    fireEvent.change(screen.getByTestId('licence-mint-amount'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('licence-mint-lifetime'), { target: { value: '365' } });
    fireEvent.change(screen.getByTestId('licence-mint-selling-unit'), { target: { value: 'device-year' } });
    fireEvent.change(screen.getByTestId('licence-mint-buying-unit'), { target: { value: 'device-year' } });
    fireEvent.click(screen.getByTestId('licence-mint-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 50, expireTime: '', lifetimeDays: 365, sellingUnit: 'device-year', buyingUnit: 'device-year' }));
  });

  it('hides allocation without its permission', async () => {
    mockLicences();
    renderPage(['system:licence:list']);
    await screen.findByTestId('licence-batch-row-b1');
    expect(screen.queryByTestId('licence-allocate-b1')).toBeNull();
  });
});
