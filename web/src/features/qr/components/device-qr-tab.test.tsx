import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QrCodeRecord } from '@aed/shared/schemas/qr';
import { mockApi, ok, renderScreen } from '../../../test/render';
import { toaster } from '../../../components/ui/toaster';
import { DeviceQrTab } from './device-qr-tab';
import { PrintQrLabelsAction } from './print-qr-labels-action';

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-';
const OTHER = 'ZyXwVuTsRqPoNmLkJiHg_-';
const record = (code: string, deviceId: number): QrCodeRecord => ({
  code,
  deptId: 105,
  deptName: 'Customer A',
  deviceId,
  serialNumber: deviceId ? `SN-${deviceId}` : '',
  createBy: 'admin',
  createTime: '2026-11-20T10:00:00.000Z',
  bindBy: 'admin',
  bindTime: '2026-11-21T10:00:00.000Z',
});

/** A server holding the device's code (or none), answering bind, unbind and history. */
function mockDeviceQr(initial: string | null) {
  let bound = initial;
  const calls = mockApi((method, path, body) => {
    if (path.startsWith('/product/qr/device')) return ok(bound ? record(bound, 7) : null);
    if (path.startsWith('/product/qr/history')) return ok([{ code: TOKEN, oldDeviceId: 3, newDeviceId: 7, oldSerialNumber: 'SN-3', newSerialNumber: 'SN-7', by: 'admin', time: '2026-11-21T10:00:00.000Z' }]);
    if (method === 'PUT' && path === '/product/qr/bind') {
      const { code } = body as { code: string };
      if (code === OTHER) return { status: 404, body: { code: 404, msg: 'Invalid QR Code', errorCode: 'qr.notFound', fields: [] } };
      bound = code;
      return ok(record(code, 7));
    }
    if (method === 'PUT' && path === '/product/qr/unbind') {
      const was = bound!;
      bound = null;
      return ok(record(was, 0));
    }
    return ok(null);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

describe('DeviceQrTab', () => {
  it('binds a scanned URL (the token sent), refuses what is not a code, and shows the server\'s refusal', async () => {
    const calls = mockDeviceQr(null);
    renderScreen(() => <DeviceQrTab deviceId={7} />, '/product/device', ['*:*:*']);
    await screen.findByTestId('device-qr-none', {}, { timeout: 15_000 });
    const input = screen.getByTestId('device-qr-input');
    fireEvent.change(input, { target: { value: 'SN-12345' } });
    fireEvent.click(screen.getByTestId('device-qr-bind'));
    expect((await screen.findByTestId('device-qr-error')).textContent).toBe('Not a QR code of this platform');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(input, { target: { value: OTHER } });
    fireEvent.click(screen.getByTestId('device-qr-bind'));
    await waitFor(() => expect(screen.getByTestId('device-qr-error').textContent).toBe('Invalid QR Code'));
    fireEvent.change(input, { target: { value: `https://aed.example.com/deviceInfo?code=${TOKEN}` } });
    fireEvent.click(screen.getByTestId('device-qr-bind'));
    expect((await screen.findByTestId('device-qr-code')).textContent).toBe(TOKEN);
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ path: '/product/qr/bind', body: { code: TOKEN, deviceId: 7 } });
    // the bound code's history under it
    const history = await screen.findByTestId('device-qr-history');
    expect(within(history).getAllByTestId('device-qr-history-row')).toHaveLength(1);
    // the devices by their serial numbers, not their ids (walk 15)
    expect(within(history).getByTestId('device-qr-history-row').textContent).toContain('SN-3 → SN-7');
  });

  it('unbinds only after the confirmation', async () => {
    const calls = mockDeviceQr(TOKEN);
    renderScreen(() => <DeviceQrTab deviceId={7} />, '/product/device', ['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-qr-unbind', {}, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('device-qr-unbind-dialog');
    expect(within(dialog).getByText('Unbind this QR code from the device?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('device-qr-unbind-cancel'));
    await waitFor(() => expect(screen.queryByTestId('device-qr-unbind-dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('device-qr-unbind'));
    fireEvent.click(await screen.findByTestId('device-qr-unbind-confirm'));
    await screen.findByTestId('device-qr-none');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: '/product/qr/unbind', body: { code: TOKEN } }]);
    expect(screen.queryByTestId('device-qr-history')).toBeNull();
  });

  it('shows the code without bind or unbind to a reader', async () => {
    mockDeviceQr(TOKEN);
    renderScreen(() => <DeviceQrTab deviceId={7} />, '/product/device', ['product:qr:list']);
    expect((await screen.findByTestId('device-qr-code', {}, { timeout: 15_000 })).textContent).toBe(TOKEN);
    expect(screen.queryByTestId('device-qr-unbind')).toBeNull();
    expect(screen.queryByTestId('device-qr-input')).toBeNull();
  });
});

describe('PrintQrLabelsAction (device list)', () => {
  it('generates and binds the selected devices\' codes in one request, then prints their labels', async () => {
    const calls = mockApi((method, path, body) => {
      if (method === 'POST' && path === '/product/qr/generate') return ok((body as { deviceIds: number[] }).deviceIds.map((id, i) => record(i ? OTHER : TOKEN, id)));
      return ok(null);
    });
    const devices = [
      { deviceId: 7, serialNumber: 'SN-7' },
      { deviceId: 8, serialNumber: 'SN-8' },
    ];
    renderScreen(() => <PrintQrLabelsAction devices={devices} />, '/product/device', ['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-print-qr', {}, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('qr-generate-dialog');
    expect(within(dialog).getByTestId('qr-generate-devices').textContent).toBe('SN-7, SN-8');
    expect(within(dialog).queryByTestId('qr-generate-amount')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('qr-generate-height'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByTestId('qr-generate-submit'));
    expect((await within(dialog).findByTestId('qr-generate-width-error')).textContent).toBe('QR width must not be less than height');
    fireEvent.change(within(dialog).getByTestId('qr-generate-height'), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByTestId('qr-generate-submit'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ bound: true, deviceIds: [7, 8], amount: 1, template: 0, width: 30, height: 15, length: 6, unit: 'mm' });
    const print = await screen.findByTestId('qr-print');
    await waitFor(() => expect(print.getAttribute('data-ready')).toBe('true'));
    expect(within(print).getAllByTestId('qr-label')).toHaveLength(2);
  });

  it('is disabled without a selection', async () => {
    mockApi(() => ok(null));
    renderScreen(() => <PrintQrLabelsAction devices={[]} />, '/product/device', ['*:*:*']);
    expect(((await screen.findByTestId('device-print-qr', {}, { timeout: 15_000 })) as HTMLButtonElement).disabled).toBe(true);
  });
});
