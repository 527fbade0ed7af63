import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AlarmRecord } from '@aed/shared/schemas/alarm';
import { mockApi, ok, renderScreen } from '../../../test/render';
import AlarmListPage from './alarm-page';

const alarm = (over: Partial<AlarmRecord> = {}): AlarmRecord => ({
  alarmId: 1,
  deviceId: 7,
  serialNumber: 'SN-7',
  deptId: 105,
  deptName: 'Clinic',
  itemId: 3,
  itemCode: 'battery',
  state: 'open',
  severity: 'red',
  worstSeverity: 'red',
  ruleCode: 'r1',
  lowerLimit: 20,
  upperLimit: null,
  firstAt: '2026-11-01T07:00:00.000Z',
  lastAt: '2026-11-01T08:00:00.000Z',
  firstValue: '18',
  lastValue: '12',
  count: 4,
  raisedAt: '2026-11-01T07:05:00.000Z',
  ackBy: '',
  ackAt: '',
  clearedAt: '',
  clearedBy: '',
  clearReason: '',
  orderId: 42,
  orderNo: 'WO20261129000042',
  version: 3,
  ...over,
});

const LIST = '/monitoring/alarm/page';
const HANDLE = ['monitoring:alarm:list', 'monitoring:alarm:handle', 'workorder:order:list'];

afterEach(() => vi.unstubAllGlobals());

describe('AlarmListPage', () => {
  it('asks the open alarms by default and shows severity, values, count, the order link and the row actions', async () => {
    const calls = mockApi((_m, path) => {
      if (path.startsWith('/upms/system/dept/treeselect')) return ok([]);
      if (path.startsWith(LIST)) return ok({ total: 2, rows: [alarm(), alarm({ alarmId: 2, state: 'pending', severity: 'yellow', orderId: 0, orderNo: '', ackBy: '', count: 1 })] });
      return ok(null);
    });
    renderScreen(AlarmListPage, '/monitoring/alarm', HANDLE);
    const row = await screen.findByTestId('alarm-row-1');
    expect(calls.find((c) => c.path.startsWith(LIST))!.path).toMatch(/state=open/);
    expect(screen.getByTestId('alarm-severity-1').textContent).toBe('Red');
    expect(screen.getByTestId('alarm-state-2').textContent).toBe('Pending');
    expect(row.textContent).toContain('18');
    expect(row.textContent).toContain('12');
    expect(row.textContent).toContain('4');
    expect(screen.getByTestId('alarm-order-1').getAttribute('href')).toBe('/workorder/alarm?keyword=WO20261129000042');
    expect(screen.queryByTestId('alarm-order-2')).toBeNull();
    // open and not acknowledged: both actions; pending: clear only
    expect(screen.getByTestId('alarm-ack-1')).toBeTruthy();
    expect(screen.getByTestId('alarm-clear-1')).toBeTruthy();
    expect(screen.queryByTestId('alarm-ack-2')).toBeNull();
    expect(screen.getByTestId('alarm-clear-2')).toBeTruthy();
    // in the actions column pinned to the right edge, in view however wide the list (walk 17: off screen at 1440 px)
    expect(screen.getByTestId('alarm-ack-1').closest('[data-actions-column]')).not.toBeNull();
    expect(screen.getByTestId('alarm-clear-2').closest('[data-actions-column]')).not.toBeNull();
  });

  it('puts state "all", severity and serial in the URL and the request (no state asked for all)', async () => {
    const calls = mockApi((_m, path) => (path.startsWith('/upms/system/dept/treeselect') ? ok([]) : path.startsWith(LIST) ? ok({ total: 0, rows: [] }) : ok(null)));
    const { router } = renderScreen(AlarmListPage, '/monitoring/alarm', ['monitoring:alarm:list']);
    expect(await screen.findByTestId('alarm-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('alarm-search-state'), { target: { value: 'all' } });
    fireEvent.change(screen.getByTestId('alarm-search-severity'), { target: { value: 'yellow' } });
    fireEvent.change(screen.getByTestId('alarm-search-keyword'), { target: { value: 'SN-9' } });
    fireEvent.click(screen.getByTestId('alarm-search-submit'));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'all', severity: 'yellow', keyword: 'SN-9' }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith(`${LIST}?`) && /severity=yellow/.test(c.path) && /keyword=SN-9/.test(c.path) && !/state=/.test(c.path))).toBe(true));
  });

  it('opens filtered from a link: cleared alarms with who cleared them and why', async () => {
    const calls = mockApi((_m, path) =>
      path.startsWith(LIST) ? ok({ total: 1, rows: [alarm({ state: 'cleared', clearedBy: 'tech', clearedAt: '2026-11-02T08:00:00.000Z', clearReason: 'manual', ackBy: 'admin', ackAt: '2026-11-01T09:00:00.000Z' })] }) : ok([]),
    );
    renderScreen(AlarmListPage, '/monitoring/alarm?state=cleared', HANDLE);
    const row = await screen.findByTestId('alarm-row-1');
    expect(calls.find((c) => c.path.startsWith(LIST))!.path).toMatch(/state=cleared/);
    expect(row.textContent).toContain('tech');
    expect(row.textContent).toContain('Cleared by hand');
    expect(row.textContent).toContain('admin');
    expect(screen.queryByTestId('alarm-clear-1')).toBeNull();
    expect(screen.queryByTestId('alarm-ack-1')).toBeNull();
  });

  it('offers no action without the handle permission, and no order link without the orders list', async () => {
    mockApi((_m, path) => (path.startsWith(LIST) ? ok({ total: 1, rows: [alarm()] }) : ok([])));
    renderScreen(AlarmListPage, '/monitoring/alarm', ['monitoring:alarm:list']);
    const row = await screen.findByTestId('alarm-row-1');
    expect(screen.queryByTestId('alarm-ack-1')).toBeNull();
    expect(screen.queryByTestId('alarm-clear-1')).toBeNull();
    expect(screen.queryByTestId('alarm-order-1')).toBeNull();
    expect(row.textContent).toContain('WO20261129000042');
  });

  it('acknowledges on the version shown, and shows a conflict translated', async () => {
    let conflict = false;
    const calls = mockApi((method, path) => {
      if (method === 'PUT' && path === '/monitoring/alarm/ack')
        return conflict ? { status: 409, body: { code: 409, msg: 'changed', errorCode: 'alarm.conflict' } } : ok(alarm({ ackBy: 'admin', ackAt: '2026-11-01T09:00:00.000Z', version: 4 }));
      return path.startsWith(LIST) ? ok({ total: 1, rows: [alarm()] }) : ok([]);
    });
    renderScreen(AlarmListPage, '/monitoring/alarm', HANDLE);
    fireEvent.click(await screen.findByTestId('alarm-ack-1'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ alarmId: 1, version: 3 }));
    conflict = true;
    fireEvent.click(await screen.findByTestId('alarm-ack-1'));
    expect(await screen.findByText('The alarm was changed meanwhile: reload it')).toBeTruthy();
  });

  it('clears only after the confirmation', async () => {
    const calls = mockApi((method, path) => {
      if (method === 'PUT' && path === '/monitoring/alarm/clear') return ok(alarm({ state: 'cleared', version: 4 }));
      return path.startsWith(LIST) ? ok({ total: 1, rows: [alarm()] }) : ok([]);
    });
    renderScreen(AlarmListPage, '/monitoring/alarm', HANDLE);
    fireEvent.click(await screen.findByTestId('alarm-clear-1'));
    expect(await screen.findByTestId('alarm-clear-dialog')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('alarm-clear-dialog-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/monitoring/alarm/clear', body: { alarmId: 1, version: 3 } }));
  });
});
