import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RunningStatusDetail, RunningStatusRow, StatusTallyRecord } from '@aed/shared/schemas/running-status';
import { mockApi, ok, renderScreen } from '../../../test/render';
import RunningStatusListPage from './running-status-page';

const row = (over: Partial<RunningStatusRow> = {}): RunningStatusRow => ({
  deviceId: 7,
  serialNumber: 'SN-7',
  deptId: 105,
  deptName: 'Clinic',
  status: 'exception',
  reasons: ['abnormalValue', 'alarmOrderUnsolved'],
  lastReceivedAt: '2026-11-01T08:00:00.000Z',
  lastDeviceTime: '2026-11-01T07:59:00.000Z',
  updateTime: '2026-11-01T08:00:01.000Z',
  ...over,
});

const tally: StatusTallyRecord = { deptId: 100, deptName: 'AED Cloud', subtree: true, counts: { normal: 5, warning: 2, exception: 1, displacement: 0, expired: 0, unknown: 3 } };

const detail: RunningStatusDetail = {
  deviceId: 7,
  serialNumber: 'SN-7',
  equipmentName: 'AED lobby',
  deptId: 105,
  deptName: 'Clinic',
  status: 'exception',
  reasons: ['abnormalValue'],
  updateTime: '2026-11-01T08:00:01.000Z',
  state: {
    lastReceivedAt: '2026-11-01T08:00:00.000Z',
    lastDeviceTime: '2026-11-01T07:59:00.000Z',
    batteryVoltage: 11.9,
    selfTest: 'fail',
    door: 'open',
    lat: 48.85,
    lng: 2.35,
    staleColour: 'yellow',
    valueColour: 'red',
    events: ['caseOpenAedOut', 'lowBattery'],
    problem: '',
  },
  items: [{ itemId: 3, itemCode: 'battery', itemName: 'Battery level', value: '10', colour: 'red', ruleCode: 'LOW', ruleName: 'Battery low', lowerLimit: null, upperLimit: 11, deviceTime: '2026-11-01T07:59:00.000Z', problem: '', alarmId: 9 }],
  alarms: [{ alarmId: 9, itemCode: 'battery', state: 'open', severity: 'red', lastValue: '10', lastAt: '2026-11-01T07:59:00.000Z', orderNo: 'WO42' }],
  orders: [{ orderId: 42, orderNo: 'WO42', state: '1', createTime: '2026-11-01T08:00:00.000Z' }],
};

const LIST = '/monitoring/status/page';
const TALLY = '/monitoring/status/tally';
const INFO = '/monitoring/status/info';
const PERMS = ['monitoring:status:list'];

function answer(over: { tally?: () => { status?: number; body: unknown } } = {}) {
  return mockApi((_m, path) => {
    if (path.startsWith(LIST)) return ok({ total: 2, rows: [row(), row({ deviceId: 8, serialNumber: 'SN-8', status: 'normal', reasons: [] })] });
    if (path.startsWith(TALLY)) return over.tally?.() ?? ok(tally);
    if (path.startsWith(INFO)) return ok(detail);
    return ok([]);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('RunningStatusListPage', () => {
  it('shows each device with its status in colour, its reasons translated, organization and last report', async () => {
    answer();
    renderScreen(RunningStatusListPage, '/monitoring/status', PERMS);
    const first = await screen.findByTestId('status-row-7');
    expect(first.textContent).toContain('SN-7');
    expect(first.textContent).toContain('Clinic');
    expect(screen.getByTestId('status-badge-7').textContent).toBe('AED exception');
    expect(screen.getByTestId('status-reasons-7').textContent).toContain('Abnormal monitoring value');
    expect(screen.getByTestId('status-reasons-7').textContent).toContain('Alarm order unsolved');
    expect(screen.getByTestId('status-badge-8').textContent).toBe('Normal');
    expect(screen.getByTestId('status-reasons-8').textContent).toBe('—');
  });

  it('shows the counts per status; a count filters the list by its status (in the URL), again clears it', async () => {
    const calls = answer();
    const { router } = renderScreen(RunningStatusListPage, '/monitoring/status', PERMS);
    const count = await screen.findByTestId('status-count-unknown');
    expect(count.textContent).toBe('Unknown3');
    expect(screen.queryByTestId('status-tally-own')).toBeNull();
    expect(screen.getByTestId('status-count-normal').textContent).toBe('Normal5');
    // the caller's own organization when none is picked
    expect(calls.find((c) => c.path.startsWith(TALLY))!.path).not.toMatch(/deptId=/);
    fireEvent.click(count);
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'unknown' }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith(`${LIST}?`) && /status=unknown/.test(c.path))).toBe(true));
    expect(screen.getByTestId('status-count-unknown').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('status-count-unknown'));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('says when the counts are of the organization alone (a scope of that organization only)', async () => {
    answer({ tally: () => ok({ ...tally, deptName: 'Clinic', subtree: false }) });
    renderScreen(RunningStatusListPage, '/monitoring/status', PERMS);
    expect((await screen.findByTestId('status-tally-own')).textContent).toBe('Clinic only, not the organizations below it');
  });

  it('shows no counts when the route answers not found, the list still', async () => {
    answer({ tally: () => ({ status: 404, body: { code: 404, msg: 'missing', errorCode: 'dept.notFound' } }) });
    renderScreen(RunningStatusListPage, '/monitoring/status', PERMS);
    expect(await screen.findByTestId('status-row-7')).toBeTruthy();
    expect(screen.queryByTestId('status-tally')).toBeNull();
  });

  it('puts the serial number in the request', async () => {
    const calls = answer();
    renderScreen(RunningStatusListPage, '/monitoring/status', PERMS);
    await screen.findByTestId('status-row-7');
    fireEvent.change(screen.getByTestId('status-search-serial'), { target: { value: 'SN-9' } });
    fireEvent.click(screen.getByTestId('status-search-submit'));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith(`${LIST}?`) && /serialNumber=SN-9/.test(c.path))).toBe(true));
  });

  it('opens a device: each value with the rule that lit it, the state, the events in words, alarms and orders', async () => {
    const calls = answer();
    renderScreen(RunningStatusListPage, '/monitoring/status', PERMS);
    fireEvent.click(await screen.findByTestId('status-detail-7'));
    const drawer = await screen.findByTestId('status-drawer');
    await waitFor(() => expect(within(drawer).getByTestId('status-item-3')).toBeTruthy());
    expect(calls.find((c) => c.path.startsWith(INFO))!.path).toMatch(/deviceId=7/);
    const item = within(drawer).getByTestId('status-item-3').textContent!;
    for (const text of ['battery', 'Battery level', '10', 'Red', 'LOW', 'Battery low', '11']) expect(item).toContain(text);
    // the rule's limits under it (no columns of their own: the table fits the drawer)
    expect(within(within(drawer).getByTestId('status-item-3')).getByTestId('status-item-limits').textContent).toBe('Lower limit — · Upper limit 11');
    expect(within(drawer).getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Upper limit');
    expect(within(drawer).getByTestId('status-drawer-status').textContent).toBe('AED exception');
    expect(within(drawer).getByTestId('status-drawer-reasons').textContent).toContain('Abnormal monitoring value');
    const state = within(drawer).getByTestId('status-drawer-state').textContent!;
    for (const text of ['11.9 V', 'Failed', 'Open', '48.85, 2.35']) expect(state).toContain(text);
    expect(within(drawer).getByTestId('status-drawer-stale').textContent).toBe('Late');
    const events = within(drawer).getByTestId('status-drawer-events').textContent!;
    expect(events).toContain('Case open with AED not in place');
    expect(events).toContain('Low battery');
    expect(within(drawer).getByTestId('status-alarm-9').textContent).toContain('OrderWO42');
    expect(within(drawer).getByTestId('status-order-42').textContent).toContain('Pending handling');
    // no work-order permission: the numbers without a link; no IoT data permission: no link to it
    expect(within(drawer).queryByTestId('status-order-link-42')).toBeNull();
    expect(within(drawer).queryByTestId('status-drawer-iotdata')).toBeNull();
  });

  it('links an unsolved order to the alarm orders searched by its number for those who see work orders', async () => {
    answer();
    renderScreen(RunningStatusListPage, '/monitoring/status', [...PERMS, 'workorder:order:list']);
    fireEvent.click(await screen.findByTestId('status-detail-7'));
    const link = await screen.findByTestId('status-order-link-42');
    expect(link.getAttribute('href')).toBe('/workorder/alarm?keyword=WO42');
    expect(screen.getByTestId('status-alarm-order-9').getAttribute('href')).toBe('/workorder/alarm?keyword=WO42');
  });

  it('links the device to the IoT data screen on it for those who see that screen', async () => {
    answer();
    renderScreen(RunningStatusListPage, '/monitoring/status', [...PERMS, 'monitoring:iotdata:list']);
    fireEvent.click(await screen.findByTestId('status-detail-7'));
    const link = await screen.findByTestId('status-drawer-iotdata');
    expect(link.getAttribute('href')).toBe('/monitoring/iotdata?deviceId=7');
    expect(link.textContent).toBe('IoT data');
  });
});
