import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccessoryRecord, DeviceAccessories } from '@aed/shared/schemas/accessory';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { DeviceAccessoriesTab } from './device-accessories-tab';

const DEVICE = { deviceId: 7, serialNumber: 'SN-7', equipmentCode: 'DEV-7', equipmentName: 'Lobby AED', modelId: 3, modelName: 'HeartStart FRx', brand: 'Philips' };
const record = (over: Partial<AccessoryRecord>): AccessoryRecord => ({
  accessoryId: 1,
  category: 'consumable',
  kind: 'adultPads',
  code: 'LOT-1',
  name: 'SMART Pads II',
  brand: 'Philips',
  model: 'M5071A',
  supplier: '',
  owner: '',
  dealer: '',
  deptId: 105,
  deptName: 'Clinic',
  deviceId: 7,
  device: DEVICE,
  status: 'installed',
  startDate: '2025-01-01',
  expiryDate: '2026-12-01',
  effectiveDays: 699,
  state: 'expiring',
  daysLeft: 9,
  maxExpiryDate: '2027-01-01',
  installDate: '2025-01-01',
  removeDate: '',
  replacedById: 0,
  replacesId: 0,
  remark: '',
  createBy: 'admin',
  createTime: '2025-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '2025-01-02T03:04:05.000Z',
  ...over,
});
const HELD: DeviceAccessories = {
  device: DEVICE,
  consumables: [
    { kind: 'adultPads', ratedLifeMonths: 24 },
    { kind: 'battery', ratedLifeMonths: 48 },
  ],
  warnDays: 30,
  installed: [record({}), record({ accessoryId: 2, code: 'BAT-1', kind: 'battery', state: 'expired', daysLeft: -2, maxExpiryDate: '2029-01-01' })],
  replaced: [record({ accessoryId: 3, code: 'OLD-1', status: 'replaced', removeDate: '2025-03-04', state: 'expired', daysLeft: -400 })],
};

function renderTab(permissions: string[], deviceId = 7) {
  const utils = renderWithApp([{ path: '/device', component: () => <DeviceAccessoriesTab deviceId={deviceId} /> }], { at: '/device' });
  utils.queryClient.setQueryData(['auth', 'info'], { permissions, roles: [] });
  return utils;
}

afterEach(() => vi.unstubAllGlobals());

describe('DeviceAccessoriesTab', () => {
  it("shows the model's rated life, what is installed with its state, and the replaced history", async () => {
    const calls = mockApi(() => ok(HELD));
    renderTab(['*:*:*']);
    const pads = await screen.findByTestId('device-accessory-LOT-1');
    expect(calls[0]?.path).toBe('/product/accessory/device?deviceId=7&history=true');
    expect(within(pads).getByText('Adult pads')).toBeTruthy();
    expect(within(pads).getByText('max. 2027-01-01')).toBeTruthy();
    expect(screen.getByTestId('device-accessory-state-LOT-1').textContent).toBe('Expiring9 days left');
    expect(screen.getByTestId('device-accessory-state-BAT-1').getAttribute('data-state')).toBe('expired');
    expect(screen.getByTestId('device-accessories-life').textContent).toContain('Adult pads (24 months)');
    expect(screen.getByTestId('device-accessories-life').textContent).toContain('Battery (48 months)');
    expect(screen.getByTestId('device-accessories-life').textContent).toContain('within 30 days');
    expect(within(screen.getByTestId('device-accessory-replaced-OLD-1')).getByText('2025-03-04')).toBeTruthy();
    expect(screen.getByTestId('device-accessory-replace-LOT-1')).toBeTruthy();
  });

  it('removes an installed record after confirming the date, and hides the actions without the permission', async () => {
    const calls = mockApi((method) => ok(method === 'PUT' ? HELD.installed[0] : HELD));
    const { unmount } = renderTab(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-accessory-remove-BAT-1'));
    expect((await screen.findByTestId('accessory-remove')).textContent).toContain('Take BAT-1 (SMART Pads II) off device SN-7? It goes back to stock.');
    fireEvent.click(screen.getByTestId('accessory-remove-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/product/accessory/remove', body: { accessoryId: 2 } }));
    unmount();

    mockApi(() => ok(HELD));
    renderTab(['product:accessory:list']);
    await screen.findByTestId('device-accessory-LOT-1');
    expect(screen.queryByTestId('device-accessory-remove-LOT-1')).toBeNull();
    expect(screen.queryByTestId('device-accessory-replace-LOT-1')).toBeNull();
  });

  it('shows the empty state and a translated error', async () => {
    mockApi(() => ok({ ...HELD, installed: [], replaced: [], consumables: [] }));
    const { unmount } = renderTab(['*:*:*']);
    expect((await screen.findByTestId('device-accessories-empty')).textContent).toBe('Nothing is installed on this device');
    expect(screen.getByTestId('device-accessories-life').textContent).toContain('no consumable kinds listed');
    expect(screen.queryByTestId('device-accessories-history')).toBeNull();
    unmount();
    mockApi(() => ({ status: 404, body: { code: 404, msg: 'x', errorCode: 'accessory.deviceNotFound' } }));
    renderTab(['*:*:*'], 8);
    expect((await screen.findByTestId('device-accessories-error')).textContent).toContain('Equipment not found');
  });
});
