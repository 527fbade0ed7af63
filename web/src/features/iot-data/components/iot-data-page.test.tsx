import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    fireEvent.change(screen.getByTestId('iotdata-from'), { target: { value: '2026-11-20T10:00' } });
    fireEvent.change(screen.getByTestId('iotdata-to'), { target: { value: '2026-11-19T10:00' } });
    const before = calls.length;
    fireEvent.click(screen.getByTestId('iotdata-apply'));
    expect((await screen.findByTestId('iotdata-range-error')).textContent).toBe('The start of the range must be before its end');
    expect(calls.length).toBe(before);
  });
});
