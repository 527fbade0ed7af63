import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IotMessageRecord, IotSeriesResult } from '@aed/shared/schemas/iot-data';
import { mockApi, ok, renderScreen } from '../../../test/render';
import IotDataPage from './iot-data-page';

const DEVICES = '/monitoring/iotdata/devices';
const MESSAGES = '/monitoring/iotdata/messages';
const SERIES = '/monitoring/iotdata/series';
const PERMS = ['monitoring:iotdata:list'];

const message = (over: Partial<IotMessageRecord> = {}): IotMessageRecord => ({
  msgId: 'm1',
  receivedAt: '2026-11-29T09:00:00.000Z',
  deviceTime: '2026-11-29T08:59:30.000Z',
  values: [
    { code: 'BATTERY_VOLTAGE', itemName: 'Battery voltage', value: 10.6, colour: 'red' },
    { code: 'PADS', itemName: 'Pads', value: { adult: 20, child: 40 }, colour: 'pink' },
  ],
  events: ['lowBattery', 'caseOpenAedOut'],
  batteryVoltage: 10.6,
  selfTest: 'fail',
  door: 'open',
  ...over,
});
const chart = (over: Partial<IotSeriesResult> = {}): IotSeriesResult => ({
  series: [{ key: 'BATTERY_VOLTAGE', itemCode: 'BATTERY_VOLTAGE', itemName: 'Battery voltage', itemType: '1', points: [{ t: Date.parse('2026-11-29T08:59:30Z'), v: 10.6, min: 10.6, max: 10.6, colour: 'red', n: 1 }] }],
  messages: 1,
  bucketMs: 0,
  truncated: false,
  coveredFrom: '2026-11-28T09:00:00.000Z',
  ...over,
});

/** The from/to of each messages request, in order. */
const rangesAsked = (calls: { path: string }[]) =>
  calls
    .filter((c) => c.path.startsWith(`${MESSAGES}?`))
    .map((c) => {
      const q = new URLSearchParams(c.path.split('?')[1]);
      return { deviceId: q.get('deviceId'), from: q.get('from')!, to: q.get('to')!, spanMs: Date.parse(q.get('to')!) - Date.parse(q.get('from')!) };
    });
const answerDevice7 = () =>
  mockApi((_m, path) => {
    if (path.startsWith(`${DEVICES}?deviceId=`)) return ok(path.endsWith('deviceId=7') ? [{ deviceId: 7, serialNumber: 'SN-7', equipmentName: 'Lobby' }] : []);
    if (path.startsWith(DEVICES)) return ok([{ deviceId: 7, serialNumber: 'SN-7', equipmentName: 'Lobby' }]);
    if (path.startsWith(SERIES)) return ok(chart());
    if (path.startsWith(MESSAGES)) return ok({ total: 1, rows: [message()] });
    return ok(null);
  });
const hour = 3_600_000;
const iso = (agoMs: number) => new Date(Date.now() - agoMs).toISOString();

async function pickDevice() {
  const select = await screen.findByTestId('iotdata-device');
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
  fireEvent.change(select, { target: { value: '7' } });
}

describe('IotDataPage', () => {
  it('asks nothing until a device is picked, then the chart and the messages of the last 24 hours', async () => {
    const calls = mockApi((_m, path) => {
      if (path.startsWith(DEVICES)) return ok([{ deviceId: 7, serialNumber: 'SN-7', equipmentName: 'Lobby' }]);
      if (path.startsWith(SERIES)) return ok(chart());
      if (path.startsWith(MESSAGES)) return ok({ total: 1, rows: [message()] });
      return ok(null);
    });
    renderScreen(IotDataPage, '/monitoring/iotdata', PERMS);
    expect(await screen.findByTestId('iotdata-no-device')).toBeTruthy();
    await pickDevice();
    const row = await screen.findByTestId('iotdata-row-m1');
    const asked = calls.find((c) => c.path.startsWith(`${MESSAGES}?`))!.path;
    const query = new URLSearchParams(asked.split('?')[1]);
    expect(query.get('deviceId')).toBe('7');
    expect(Date.parse(query.get('to')!) - Date.parse(query.get('from')!)).toBe(86_400_000);
    expect(calls.some((c) => c.path.startsWith(`${SERIES}?`) && c.path.includes('deviceId=7'))).toBe(true);
    // values with the colour they were lit, the spec's event texts, the device fields
    expect(screen.getByTestId('iotdata-value-m1-BATTERY_VOLTAGE').getAttribute('data-colour')).toBe('red');
    expect(screen.getByTestId('iotdata-value-m1-BATTERY_VOLTAGE').textContent).toContain('Red');
    expect(screen.getByTestId('iotdata-value-m1-PADS').textContent).toContain('adult: 20, child: 40');
    expect(row.textContent).toContain('Low battery, Case open, AED not in place');
    expect(row.textContent).toContain('10.6 V');
    expect(row.textContent).toContain('Failed');
    expect(row.textContent).toContain('Open');
    expect((await screen.findByTestId('iotdata-series-BATTERY_VOLTAGE')).textContent).toContain('Battery voltage');
    expect(screen.getByTestId('iotdata-chart-note').textContent).toContain('1 messages, one point each');
    // another preset asks the new range
    fireEvent.click(screen.getByTestId('iotdata-range-7d'));
    await waitFor(() =>
      expect(
        calls.some((c) => {
          if (!c.path.startsWith(`${MESSAGES}?`)) return false;
          const q = new URLSearchParams(c.path.split('?')[1]);
          return Date.parse(q.get('to')!) - Date.parse(q.get('from')!) === 7 * 86_400_000;
        }),
      ).toBe(true),
    );
  });

  it('shows the empty state, and says when the chart is truncated or downsampled', async () => {
    let empty = true;
    mockApi((_m, path) => {
      if (path.startsWith(DEVICES)) return ok([{ deviceId: 7, serialNumber: 'SN-7', equipmentName: '' }]);
      if (path.startsWith(SERIES)) return ok(empty ? chart({ series: [], messages: 0 }) : chart({ truncated: true, messages: 9000, bucketMs: 15 * 60_000 }));
      if (path.startsWith(MESSAGES)) return ok(empty ? { total: 0, rows: [] } : { total: 100, capped: true, rows: [message()], next: 'c2' });
      return ok(null);
    });
    renderScreen(IotDataPage, '/monitoring/iotdata', PERMS);
    await pickDevice();
    expect((await screen.findByTestId('iotdata-chart-empty')).textContent).toBe('No messages in this range');
    expect((await screen.findByTestId('iotdata-empty')).textContent).toContain('No messages in this range');
    empty = false;
    fireEvent.click(screen.getByTestId('iotdata-range-30d'));
    expect((await screen.findByTestId('iotdata-truncated')).textContent).toContain('Only the newest 9000 messages');
    expect(screen.getByTestId('iotdata-chart-note').textContent).toContain('mean of about 15 minutes');
  });

  it('checks a custom range before asking (the server rule), with its translated text', async () => {
    const calls = mockApi((_m, path) => {
      if (path.startsWith(DEVICES)) return ok([{ deviceId: 7, serialNumber: 'SN-7', equipmentName: '' }]);
      if (path.startsWith(SERIES)) return ok(chart());
      if (path.startsWith(MESSAGES)) return ok({ total: 0, rows: [] });
      return ok(null);
    });
    renderScreen(IotDataPage, '/monitoring/iotdata', PERMS);
    await pickDevice();
    await screen.findByTestId('iotdata-empty');
    fireEvent.click(screen.getByTestId('iotdata-range-custom'));
    fireEvent.change(await screen.findByTestId('iotdata-from'), { target: { value: '2026-11-20T10:00' } });
    fireEvent.change(screen.getByTestId('iotdata-to'), { target: { value: '2026-11-19T10:00' } });
    const before = calls.length;
    fireEvent.click(screen.getByTestId('iotdata-apply'));
    expect((await screen.findByTestId('iotdata-range-error')).textContent).toBe('The start of the range must be before its end');
    expect(calls.length).toBe(before);
  });

  it('opens on the device and range a link names (decision 0049: the choices are in the URL)', async () => {
    const calls = answerDevice7();
    renderScreen(IotDataPage, '/monitoring/iotdata?deviceId=7&range=7d', PERMS);
    // the device is looked up by id (its serial for the picker and the title), then its last 7 days asked
    expect((await screen.findByTestId('iotdata-chart')).textContent).toContain('Values of SN-7');
    expect((screen.getByTestId('iotdata-device') as HTMLSelectElement).value).toBe('7');
    expect(screen.getByTestId('iotdata-range-7d').getAttribute('aria-pressed')).toBe('true');
    await screen.findByTestId('iotdata-row-m1');
    expect(calls.some((c) => c.path === `${DEVICES}?deviceId=7`)).toBe(true);
    expect(rangesAsked(calls).map((r) => [r.deviceId, r.spanMs])).toEqual([['7', 7 * 86_400_000]]);
  });

  it('opens a custom range a link names, the fields showing it', async () => {
    const calls = answerDevice7();
    const from = iso(30 * hour);
    const to = iso(6 * hour);
    renderScreen(IotDataPage, `/monitoring/iotdata?deviceId=7&range=custom&from=${from}&to=${to}`, PERMS);
    await screen.findByTestId('iotdata-row-m1');
    expect(rangesAsked(calls).map((r) => [r.from, r.to])).toEqual([[from, to]]);
    expect(screen.getByTestId('iotdata-range-custom').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('iotdata-from') as HTMLInputElement).value).not.toBe('');
    expect(new Date((screen.getByTestId('iotdata-to') as HTMLInputElement).value).getTime()).toBe(new Date(to).setSeconds(0, 0));
  });

  it('writes the device and each range to the URL, one history entry each that Back restores', async () => {
    const calls = answerDevice7();
    const { router } = renderScreen(IotDataPage, '/monitoring/iotdata', PERMS);
    await pickDevice();
    await waitFor(() => expect(router.state.location.search).toEqual({ deviceId: 7 }));
    await screen.findByTestId('iotdata-row-m1');
    // a device picked here is not looked up again by id
    expect(calls.some((c) => c.path.startsWith(`${DEVICES}?deviceId=`))).toBe(false);
    fireEvent.click(screen.getByTestId('iotdata-range-7d'));
    await waitFor(() => expect(router.state.location.search).toEqual({ deviceId: 7, range: '7d' }));
    await waitFor(() => expect(rangesAsked(calls).at(-1)!.spanMs).toBe(7 * 86_400_000));
    // the default preset is no param
    fireEvent.click(screen.getByTestId('iotdata-range-24h'));
    await waitFor(() => expect(router.state.location.search).toEqual({ deviceId: 7 }));
    // custom starts from the range shown, Apply writes the one typed
    fireEvent.click(screen.getByTestId('iotdata-range-custom'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ deviceId: 7, range: 'custom' }));
    const started = router.state.location.search as { from: string; to: string };
    expect(Date.parse(started.to) - Date.parse(started.from)).toBe(86_400_000);
    fireEvent.change(await screen.findByTestId('iotdata-from'), { target: { value: '2026-11-20T10:00' } });
    fireEvent.change(screen.getByTestId('iotdata-to'), { target: { value: '2026-11-21T10:00' } });
    fireEvent.click(screen.getByTestId('iotdata-apply'));
    const applied = { from: new Date('2026-11-20T10:00').toISOString(), to: new Date('2026-11-21T10:00').toISOString() };
    await waitFor(() => expect(router.state.location.search).toEqual({ deviceId: 7, range: 'custom', ...applied }));
    await waitFor(() => expect(rangesAsked(calls).at(-1)).toMatchObject(applied));
    // Back: the custom range before, then 24 hours, then 7 days
    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({ deviceId: 7, range: 'custom', ...started }));
    await waitFor(() => expect(rangesAsked(calls).at(-1)).toMatchObject({ from: started.from, to: started.to }));
    act(() => router.history.back());
    act(() => router.history.back());
    await waitFor(() => expect(screen.getByTestId('iotdata-range-7d').getAttribute('aria-pressed')).toBe('true'));
    expect(router.state.location.search).toEqual({ deviceId: 7, range: '7d' });
    // clearing the device removes it
    fireEvent.change(screen.getByTestId('iotdata-device'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ range: '7d' }));
    expect(await screen.findByTestId('iotdata-no-device')).toBeTruthy();
  });

  it('ignores a device or preset it cannot read, and falls back to the last 24 hours', async () => {
    const calls = answerDevice7();
    renderScreen(IotDataPage, '/monitoring/iotdata?deviceId=abc&range=2y', PERMS);
    expect(await screen.findByTestId('iotdata-no-device')).toBeTruthy();
    expect(screen.getByTestId('iotdata-range-24h').getAttribute('aria-pressed')).toBe('true');
    await pickDevice();
    await waitFor(() => expect(rangesAsked(calls).map((r) => r.spanMs)).toEqual([86_400_000]));
  });

  it('a custom range in a link missing a bound, or unreadable, is the default range', async () => {
    const calls = answerDevice7();
    renderScreen(IotDataPage, `/monitoring/iotdata?deviceId=7&range=custom&from=yesterday&to=${iso(0)}`, PERMS);
    await screen.findByTestId('iotdata-row-m1');
    expect(screen.getByTestId('iotdata-range-24h').getAttribute('aria-pressed')).toBe('true');
    expect(rangesAsked(calls).map((r) => r.spanMs)).toEqual([86_400_000]);
  });

  it.each([
    ['reversed', iso(hour), iso(2 * hour), 'The start of the range must be before its end'],
    ['longer than 90 days', iso(95 * 86_400_000), iso(0), 'A range can be at most 90 days long'],
  ])('shows the form\'s error for a %s custom range in a link and asks nothing', async (_what, from, to, text) => {
    const calls = answerDevice7();
    renderScreen(IotDataPage, `/monitoring/iotdata?deviceId=7&range=custom&from=${from}&to=${to}`, PERMS);
    await waitFor(() => expect(screen.getByTestId('iotdata-range-error').textContent).toBe(text));
    // the device is known, but no range: no chart, no table, no request the server would refuse
    await waitFor(() => expect(calls.some((c) => c.path === `${DEVICES}?deviceId=7`)).toBe(true));
    expect(screen.queryByTestId('iotdata-chart')).toBeNull();
    expect(calls.some((c) => c.path.startsWith(MESSAGES) || c.path.startsWith(SERIES))).toBe(false);
    // picking a preset repairs it
    fireEvent.click(screen.getByTestId('iotdata-range-1h'));
    await screen.findByTestId('iotdata-row-m1');
    expect(screen.queryByTestId('iotdata-range-error')).toBeNull();
  });

  it('says a device it cannot see is not found, and asks no messages', async () => {
    const calls = answerDevice7();
    renderScreen(IotDataPage, '/monitoring/iotdata?deviceId=8', PERMS);
    expect((await screen.findByTestId('iotdata-device-missing')).textContent).toBe('Equipment not found');
    expect(calls.some((c) => c.path.startsWith(MESSAGES) || c.path.startsWith(SERIES))).toBe(false);
  });
});
