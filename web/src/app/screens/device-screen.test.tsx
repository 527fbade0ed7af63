import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { toaster } from '../../components/ui/toaster';
import { mockDevices } from '../../features/device/components/device-page.fixtures';
import { ok, renderScreen } from '../../test/render';
import DeviceScreen from './device-screen';

const renderPage = (permissions: string[]) => renderScreen(DeviceScreen, '/product/device', permissions);

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

describe('the devices screen as the app composes it', () => {
  it('shows the accessories and consumables tab right after basic information, only with the accessory list permission', async () => {
    const installed = {
      accessoryId: 9, category: 'consumable', kind: 'adultPads', code: 'PADS-9', name: 'CR2 pads', brand: 'Stryker', model: '', supplier: '', owner: '', dealer: '',
      deptId: 105, deptName: 'Clinic', deviceId: 1, device: null, status: 'installed', startDate: '2026-01-01', expiryDate: '2028-01-01', effectiveDays: 730,
      state: 'normal', daysLeft: 600, maxExpiryDate: '', installDate: '2026-01-01', removeDate: '', replacedById: 0, replacesId: 0, remark: '',
      createBy: 'admin', createTime: '2026-01-02T03:04:05.000Z', updateBy: '', updateTime: '2026-01-02T03:04:05.000Z',
    };
    const held = { device: { deviceId: 1, serialNumber: 'SN-0001', equipmentCode: 'AED-0001', equipmentName: 'Clinic reception', modelId: 11, modelName: 'LIFEPAK CR2', brand: 'Stryker' }, consumables: [{ kind: 'adultPads', ratedLifeMonths: 24 }], warnDays: 30, installed: [installed], replaced: [] };
    const calls = mockDevices((_method, path) => (path.startsWith('/product/accessory/device') ? ok(held) : undefined));
    const { unmount } = renderPage(['product:device:list', 'product:device:query', 'product:accessory:list']);
    fireEvent.click(await screen.findByTestId('device-row-details-SN-0001'));
    await screen.findByTestId('device-basic-model');
    const tabs = within(screen.getByTestId('device-details')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('data-testid'))).toEqual(['device-tab-basic', 'device-tab-accessories', 'device-tab-monitorItems', 'device-tab-sales', 'device-tab-location']);
    expect(screen.getByTestId('device-tab-accessories').textContent).toBe('Accessories and consumables');
    fireEvent.click(screen.getByTestId('device-tab-accessories'));
    const pads = await screen.findByTestId('device-accessory-PADS-9');
    expect(within(pads).getByText('Adult pads')).toBeTruthy();
    expect(calls.some((c) => c.path === '/product/accessory/device?deviceId=1&history=true')).toBe(true);
    unmount();

    const without = mockDevices();
    renderPage(['product:device:list', 'product:device:query']);
    fireEvent.click(await screen.findByTestId('device-row-details-SN-0001'));
    await screen.findByTestId('device-basic-model');
    expect(screen.queryByTestId('device-tab-accessories')).toBeNull();
    expect(screen.getByTestId('device-tab-monitorItems')).toBeTruthy();
    expect(without.some((c) => c.path.startsWith('/product/accessory'))).toBe(false);
  });

  it('shows the sales module\'s sales history in the device details and its Sell action on the rows, by permission', async () => {
    const history = [
      { saleId: 3, deviceId: 1, serialNumber: 'SN-0001', equipmentName: 'Clinic reception', sellerDeptId: 101, sellerDeptName: 'Agent', buyerDeptId: 105, buyerDeptName: 'Clinic', parentSaleId: 0, renewsSaleId: 0, action: '1', sellType: '1', validity: '0', startDate: '2026-01-01', endDate: '2026-12-31', rentDueDate: '2026-12-31', installer: '', notifyPersons: [], handlers: [], reportRecipients: [], trainings: [], location: { regionId: 0, regionName: '', address: '', locationDesc: '', latitude: null, longitude: null }, customerCompany: '', contactName: '', jobTitle: '', contactPhone: '', contactEmail: '', warrantyDate: '', reservedInstallDate: '', actualInstallTime: '', nextMaintenanceDate: '', licenceActivated: false, remark: '', files: [], voidBy: '', voidTime: '', createBy: 'admin', createTime: '2026-01-01T00:00:00.000Z', updateBy: '', updateTime: '2026-01-01T00:00:00.000Z' },
    ];
    const calls = mockDevices((_method, path) => (path.startsWith('/product/sale/device') ? ok(history) : undefined));
    const { unmount } = renderPage(['product:device:list', 'product:device:query', 'product:sale:list', 'product:sale:add']);
    expect(await screen.findByTestId('device-row-sell-SN-0001')).toBeTruthy();
    fireEvent.click(screen.getByTestId('device-row-details-SN-0001'));
    await screen.findByTestId('device-basic-model');
    fireEvent.click(screen.getByTestId('device-tab-sales'));
    const row = await screen.findByTestId('device-sale-3');
    expect(within(row).getByText('Clinic')).toBeTruthy();
    expect(within(row).getByText('Rent')).toBeTruthy();
    expect(calls.some((c) => c.path === '/product/sale/device?deviceId=1')).toBe(true);
    // each of the tab's two tables under its heading
    expect(screen.getByTestId('device-history-section-saleRecords').querySelector('h3')?.textContent).toBe('Sale records');
    expect(screen.getByTestId('device-history-section-statusChanges').querySelector('h3')?.textContent).toBe('Sale status changes');
    // the location tab: the moves of the installation place, then the organization changes, each with its heading (walk 15)
    fireEvent.click(screen.getByTestId('device-tab-location'));
    const place = await screen.findByTestId('device-history-section-placeChanges');
    expect(place.querySelector('h3')?.textContent).toBe('Installation place changes');
    expect(within(place).getByTestId('device-relocations-table')).toBeTruthy();
    const orgs = screen.getByTestId('device-history-section-organizationChanges');
    expect(orgs.querySelector('h3')?.textContent).toBe('Organization changes');
    expect(await within(orgs).findByTestId('device-location-history')).toBeTruthy();
    unmount();

    // without the sale permissions: no Sell action, and the device's own history tabs
    const without = mockDevices();
    renderPage(['product:device:list', 'product:device:query']);
    fireEvent.click(await screen.findByTestId('device-row-details-SN-0001'));
    await screen.findByTestId('device-basic-model');
    expect(screen.queryByTestId('device-row-sell-SN-0001')).toBeNull();
    expect(screen.getByTestId('device-tab-sales')).toBeTruthy();
    expect(without.some((c) => c.path.startsWith('/product/sale'))).toBe(false);
  });
});
