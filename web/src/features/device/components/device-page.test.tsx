import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, renderScreen } from '../../../test/render';
import { toaster } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import { refetchOnLanguageChange } from '../../../lib/query-client';
import DevicePage from './device-page';
import { INFO, ROWS, mockDevices } from './device-page.fixtures';

const renderPage = (permissions: string[]) => renderScreen(() => <DevicePage />, '/product/device', permissions);

afterEach(() => {
  vi.unstubAllGlobals();
  // toasts outlive a test (the page counts as idle in jsdom); at most 5 show, so clear them for the next test
  toaster.remove();
});

describe('DevicePage', () => {
  it('lists the devices, filters by the organization tree, type, sale status and keyword', async () => {
    const calls = mockDevices();
    renderPage(['*:*:*']);
    // the file's first render of the whole screen is slow on a busy machine (cold Chakra styles)
    const row = await screen.findByTestId('device-row-SN-0001', {}, { timeout: 15_000 });
    expect(within(row).getByText('Stryker LIFEPAK CR2')).toBeTruthy();
    expect(within(row).getByText('Sold')).toBeTruthy();
    expect(within(screen.getByTestId('device-row-SN-0002')).getByText('In stock')).toBeTruthy();
    expect(screen.getByTestId('device-total').textContent).toBe('Total 2');
    expect(calls.find((c) => c.path.startsWith('/product/device/page'))?.path).toBe('/product/device/page?limit=10');

    fireEvent.click(await screen.findByTestId('device-dept-105'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/device/page?deptId=105&limit=10'));
    fireEvent.change(screen.getByTestId('device-search-keyword'), { target: { value: ' cr2 ' } });
    await waitFor(() => expect(within(screen.getByTestId('device-search-type')).getByText('AED')).toBeTruthy());
    fireEvent.change(screen.getByTestId('device-search-type'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('device-search-sale-status'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('device-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/device/page?typeId=1&saleStatus=2&keyword=cr2&deptId=105&limit=10'));
  });

  it('filters by a disabled type or model too, labelled as disabled, the models narrowed to the type', async () => {
    const calls = mockDevices();
    renderPage(['*:*:*']);
    await screen.findByTestId('device-row-SN-0001');
    const type = screen.getByTestId('device-search-type') as HTMLSelectElement;
    const model = screen.getByTestId('device-search-model') as HTMLSelectElement;
    await waitFor(() => expect(within(type).getByText('Old AED (disabled)')).toBeTruthy());
    expect([...model.options].map((o) => o.textContent)).toEqual(['All', 'Acme Retired 1', 'Philips HeartStart FR2 (disabled)', 'Stryker LIFEPAK CR2']);
    expect(calls.some((c) => c.path.startsWith('/product/model/optionselect'))).toBe(false);
    fireEvent.change(type, { target: { value: '1' } });
    await waitFor(() => expect([...model.options].map((o) => o.textContent)).toEqual(['All', 'Philips HeartStart FR2 (disabled)', 'Stryker LIFEPAK CR2']));
    fireEvent.change(model, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('device-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/device/page?typeId=1&modelId=12&limit=10'));
    fireEvent.change(type, { target: { value: '2' } });
    expect(model.value).toBe('');
    fireEvent.click(screen.getByTestId('device-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/device/page?typeId=2&limit=10'));
  });

  it('says "at least" when the server does not know the total (keyword search) and pages on by cursor', async () => {
    const calls = mockDevices(undefined, { total: null, rows: ROWS, next: 'abc' });
    renderPage(['*:*:*']);
    await screen.findByTestId('device-row-SN-0001');
    expect(screen.getByTestId('device-total').textContent).toBe('At least 2');
    expect(screen.getByTestId('device-pageno').textContent).toBe('Page 1');
    fireEvent.click(screen.getByTestId('device-next'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/device/page?limit=10&cursor=abc'));
  });

  it('shows a proper empty state and hides the actions the user has no permission for', async () => {
    mockDevices(undefined, { total: 0, rows: [] });
    renderPage(['product:device:list']);
    expect((await screen.findByTestId('device-empty')).textContent).toBe('No devices yet: add one or import a file');
    for (const id of ['device-add', 'device-import', 'device-export', 'device-delete', 'device-enable-selected']) expect(screen.queryByTestId(id), id).toBeNull();
  });

  it('says a rule of a whole shock group once, under the group, and marks its fields (issue 14, item 20)', async () => {
    const calls = mockDevices();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-dept-105'));
    fireEvent.click(await screen.findByTestId('device-add'));
    await screen.findByTestId('device-form');
    const fill = (id: string, value: string) => fireEvent.change(screen.getByTestId(`device-form-${id}`), { target: { value } });
    for (const [k, v] of Object.entries({ upper: '900', lower: '700', expected: '800', deviation: '15' })) fill(`adultShock-${k}`, v);
    expect(screen.getByTestId('device-form-submit').textContent).toBe('Save');
    fireEvent.click(screen.getByTestId('device-form-submit'));

    expect((await screen.findByTestId('device-form-adultShock-error')).textContent).toBe('Adult shock values are from 1.0 to 600.0 J');
    expect(screen.getByTestId('device-form-childShock-error').textContent).toBe(
      'The child shock values must be complete (upper limit, lower limit, expected energy, deviation)',
    );
    for (const group of ['adultShock', 'childShock']) {
      const marked = group === 'adultShock' ? ['upper', 'lower', 'expected'] : ['upper', 'lower', 'expected', 'deviation'];
      for (const k of ['upper', 'lower', 'expected', 'deviation']) {
        expect(screen.queryByTestId(`device-form-${group}-${k}-error`)?.textContent ?? '', `${group}.${k}`).toBe('');
        expect(screen.getByTestId(`device-form-${group}-${k}`).getAttribute('aria-invalid'), `${group}.${k}`).toBe(marked.includes(k) ? 'true' : null);
      }
    }
    expect(screen.getByTestId('device-form').textContent!.split('must be complete').length - 1).toBe(1);
    // a required field left empty says so at the field
    expect(screen.getByTestId('device-form-equipmentCode-error').textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a device: checks the shock rules before sending, then posts the fields with the monitoring items', async () => {
    const calls = mockDevices((method) => (method === 'POST' ? ok({ ...ROWS[0], deviceId: 3, serialNumber: 'SN-NEW' }) : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-dept-105'));
    fireEvent.click(await screen.findByTestId('device-add'));
    await screen.findByTestId('device-form');
    const fill = (id: string, value: string) => fireEvent.change(screen.getByTestId(`device-form-${id}`), { target: { value } });
    fill('equipmentCode', 'AED-0100');
    fill('equipmentName', 'New unit');
    fill('serialNumber', 'SN-NEW');
    fill('type', '1');
    await waitFor(() => expect(screen.getByTestId('device-form-model').querySelectorAll('option').length).toBe(2));
    fill('model', '11');
    expect(screen.getByTestId('device-form-model-facts').textContent).toContain('Fully automatic');
    fill('productionDate', '2025-01-01');
    fill('warrantyDate', '2029-01-01');
    fill('reservedInstallDate', '2025-02-01');
    for (const [k, v] of Object.entries({ upper: '200', lower: '250', expected: '170', deviation: '15' })) fill(`adultShock-${k}`, v);
    for (const [k, v] of Object.entries({ upper: '85', lower: '50', expected: '70', deviation: '15' })) fill(`childShock-${k}`, v);
    fill('battery1', '12');
    fireEvent.click(within(screen.getByTestId('device-form-item-2')).getByText('PAD_EXPIRY_DAYS — Pad expiry'));
    fireEvent.click(screen.getByTestId('device-form-submit'));
    expect((await screen.findByTestId('device-form-adultShock-upper-error')).textContent).toBe('The adult upper limit must be greater than the lower limit');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fill('adultShock-lower', '150');
    fireEvent.click(screen.getByTestId('device-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/product/device/add');
    expect(post.body).toMatchObject({
      equipmentCode: 'AED-0100',
      serialNumber: 'SN-NEW',
      modelId: 11,
      deptId: 105,
      status: '1',
      saleStatus: '1',
      adultShock: { upper: 200, lower: 150, expected: 170, deviation: 15 },
      batteryVoltages: [12],
      monitorItemIds: [2],
    });
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    // the new device's details open
    expect(await screen.findByTestId('device-details')).toBeTruthy();
  });

  it('names the reserved monitoring items in the form in the app language (issue 14, item 13)', async () => {
    // the server names reserved presets in the Accept-Language it is sent (decision 0038)
    const VOLTAGE: Record<string, string> = { en: 'Battery voltage', fr: 'Tension de la batterie (V)', 'zh-CN': '电池电压（V）', 'zh-TW': '電池電壓（V）' };
    mockDevices((_m, path, _b, language) =>
      path.startsWith('/product/monitorItem/options') ? ok([{ itemId: 1, itemCode: 'BATTERY_VOLTAGE', itemName: VOLTAGE[language ?? 'en'], itemType: '1' }]) : undefined,
    );
    await i18n.changeLanguage('fr');
    const { queryClient } = renderPage(['*:*:*']);
    const stop = refetchOnLanguageChange(queryClient, i18n);
    try {
      fireEvent.click(await screen.findByTestId('device-dept-105'));
      fireEvent.click(await screen.findByTestId('device-add'));
      await waitFor(() => expect(screen.getByTestId('device-form-item-1').textContent).toBe('BATTERY_VOLTAGE — Tension de la batterie (V)'));
      await i18n.changeLanguage('zh-CN');
      await waitFor(() => expect(screen.getByTestId('device-form-item-1').textContent).toBe('BATTERY_VOLTAGE — 电池电压（V）'));
    } finally {
      stop();
    }
  });

  it('shows a server refusal translated on its field (serial number taken)', async () => {
    mockDevices((method) => (method === 'PUT' ? { status: 409, body: { code: 409, msg: 'The serial number already exists', errorCode: 'device.serialExists' } } : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-row-edit-SN-0001'));
    expect(((await screen.findByTestId('device-form-serialNumber')) as HTMLInputElement).value).toBe('SN-0001');
    fireEvent.click(screen.getByTestId('device-form-submit'));
    await waitFor(() => expect(screen.getByTestId('device-form-serialNumber-error').textContent).toBe('The serial number already exists'));
  });

  it('edits every factory battery voltage: 3 stored voltages are shown and sent back on modify', async () => {
    const three = { ...INFO, batteryVoltages: [12, 12.5, 9.6] };
    const calls = mockDevices((method, path) => (method === 'PUT' ? ok({ ...ROWS[0] }) : path.startsWith('/product/device/info') ? ok(three) : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-row-edit-SN-0001'));
    const voltage = (n: number) => screen.getByTestId(`device-form-battery${n}`) as HTMLInputElement;
    expect((await screen.findByTestId('device-form-battery1')) as HTMLInputElement).toBeTruthy();
    expect([1, 2, 3].map((n) => voltage(n).value)).toEqual(['12', '12.5', '9.6']);
    expect(screen.queryByTestId('device-form-battery4')).toBeNull();
    expect(screen.getByText('Factory battery voltage 3 (V)')).toBeTruthy();
    // unchanged, the modify sends all three back
    fireEvent.click(screen.getByTestId('device-form-submit'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ deviceId: 1, batteryVoltages: [12, 12.5, 9.6] });
  });

  it('adds and removes voltage inputs; a bad one is shown on its own input; the first cannot be removed', async () => {
    const three = { ...INFO, batteryVoltages: [12, 12.5, 9.6] };
    const calls = mockDevices((method, path) => (method === 'PUT' ? ok({ ...ROWS[0] }) : path.startsWith('/product/device/info') ? ok(three) : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-row-edit-SN-0001'));
    await screen.findByTestId('device-form-battery3');
    expect(screen.queryByTestId('device-form-battery-remove-1')).toBeNull();
    fireEvent.click(screen.getByTestId('device-form-battery-add'));
    fireEvent.change(screen.getByTestId('device-form-battery4'), { target: { value: '2000' } });
    // at the maximum (4) no more can be added
    expect(screen.queryByTestId('device-form-battery-add')).toBeNull();
    fireEvent.click(screen.getByTestId('device-form-submit'));
    expect((await screen.findByTestId('device-form-battery4-error')).textContent).toBe('A battery voltage is from 0.1 to 1000 V');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByTestId('device-form-battery4'), { target: { value: '3,7' } });
    // the second one goes: the others move up
    fireEvent.click(screen.getByTestId('device-form-battery-remove-2'));
    expect([1, 2, 3].map((n) => (screen.getByTestId(`device-form-battery${n}`) as HTMLInputElement).value)).toEqual(['12', '9.6', '3,7']);
    expect(screen.getByTestId('device-form-battery-add')).toBeTruthy();
    fireEvent.click(screen.getByTestId('device-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ batteryVoltages: [12, 9.6, 3.7] }));
  });

  it('shows a model change refused for the installed consumables translated on the model field', async () => {
    mockDevices((method) =>
      method === 'PUT'
        ? {
            status: 409,
            body: { code: 409, msg: 'The model cannot change', errorCode: 'device.consumablesAboveMax', params: { model: 'AED Plus', count: 1, code: 'PADS-9', months: 24, max: '2028-01-01' } },
          }
        : undefined,
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-row-edit-SN-0001'));
    await screen.findByTestId('device-form-battery1');
    fireEvent.click(screen.getByTestId('device-form-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('device-form-modelId-error').textContent).toBe(
        'The model cannot change to "AED Plus": 1 consumables installed on this device expire later than its maximum validity allows (e.g. "PADS-9": at most 2028-01-01, 24 months): replace them or correct their expiry first',
      ),
    );
  });

  it('copies a device: the form is prefilled without product code, serial number and IoT code, and adds a new one', async () => {
    const calls = mockDevices((method) => (method === 'POST' ? ok({ ...ROWS[0], deviceId: 4 }) : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-row-copy-SN-0001'));
    await screen.findByTestId('device-form-copy-hint');
    expect((screen.getByTestId('device-form-equipmentName') as HTMLInputElement).value).toBe('Clinic reception');
    expect((screen.getByTestId('device-form-serialNumber') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('device-form-equipmentCode') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('device-form-iotCode') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByTestId('device-form-serialNumber'), { target: { value: 'SN-COPY' } });
    fireEvent.change(screen.getByTestId('device-form-equipmentCode'), { target: { value: 'AED-COPY' } });
    fireEvent.click(screen.getByTestId('device-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ serialNumber: 'SN-COPY', equipmentCode: 'AED-COPY', iotCode: '', modelId: 11, deptId: 105, status: '1', saleStatus: '2', monitorItemIds: [1] });
  });

  it('names the edit action "Edit" in the list and the details, the common word of every screen', async () => {
    mockDevices();
    renderPage(['*:*:*']);
    expect((await screen.findByTestId('device-row-edit-SN-0001')).textContent?.trim()).toBe('Edit');
    fireEvent.click(screen.getByTestId('device-row-details-SN-0001'));
    await screen.findByTestId('device-basic-model');
    expect(screen.getByTestId('device-details-edit').textContent?.trim()).toBe('Edit');
    expect(screen.queryByText('Modify')).toBeNull();
  });

  it('shows the details tabs: basic information, monitoring items, sales history and location changes', async () => {
    mockDevices();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-row-details-SN-0001'));
    expect((await screen.findByTestId('device-basic-model')).textContent).toBe('LIFEPAK CR2 (CR2)');
    expect(screen.getByTestId('device-basic-adultShock').textContent).toBe('200–360 J, expected 300 J ±15 %');
    fireEvent.click(screen.getByTestId('device-tab-monitorItems'));
    expect(await screen.findByTestId('device-monitor-item-BATTERY_VOLTAGE')).toBeTruthy();
    fireEvent.click(screen.getByTestId('device-tab-sales'));
    await waitFor(() => expect(screen.getAllByTestId('device-sales-row')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('device-tab-location'));
    await waitFor(() => expect(screen.getAllByTestId('device-location-row')).toHaveLength(2));
    expect(screen.getAllByTestId('device-location-row')[1]!.textContent).toContain('Moved to another organization');
    // the sale that moved it, read as words (the server writes the reference "sale:7")
    expect(screen.getAllByTestId('device-location-row')[1]!.textContent).toContain('Sale #7');
    expect(screen.getAllByTestId('device-location-row')[1]!.textContent).not.toContain('sale:7');
  });

  it('disables after confirmation and shows a refused enable translated', async () => {
    const calls = mockDevices((method, _path, body) =>
      method === 'PUT' && (body as { status: string }).status === '0'
        ? { status: 409, body: { code: 409, msg: 'Enabled count exceeds available', errorCode: 'device.quotaExceeded', params: { dept: 'Clinic', max: 1 } } }
        : undefined,
    );
    renderPage(['*:*:*']);
    const row = await screen.findByTestId('device-row-SN-0001');
    fireEvent.click(within(row).getByTestId('device-status-SN-0001').querySelector('input')!);
    expect((await screen.findByTestId('device-status-dialog')).textContent).toContain('Disable the device "Clinic reception" (SN-0001)?');
    fireEvent.click(screen.getByTestId('device-status-change-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/product/device/changeStatus', body: { deviceIds: [1], status: '1' } }));

    // the first dialog must be gone (it closes with an animation) before the second opens: on a busy machine its
    // confirm button would otherwise be clicked again
    await waitFor(() => expect(screen.queryByTestId('device-status-dialog')).toBeNull());

    fireEvent.click(within(screen.getByTestId('device-row-SN-0002')).getByTestId('device-status-SN-0002').querySelector('input')!);
    await waitFor(() => expect(screen.getByTestId('device-status-dialog').textContent).toContain('(SN-0002)'));
    fireEvent.click(screen.getByTestId('device-status-change-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT' && (c.body as { status: string }).status === '0')).toMatchObject({ body: { deviceIds: [2] } }));
    expect(await screen.findByText('Enabled count exceeds available: Clinic may have 1 enabled devices')).toBeTruthy();
  });

  it('does not offer to delete a sold or leased device (the server refuses it, issue 14, item 12)', async () => {
    mockDevices();
    renderPage(['*:*:*']);
    const sold = (await screen.findByTestId('device-row-delete-SN-0001')) as HTMLButtonElement;
    expect(sold.disabled).toBe(true);
    expect(sold.title).toBe('Sold or leased devices cannot be deleted');
    expect((screen.getByTestId('device-row-delete-SN-0002') as HTMLButtonElement).disabled).toBe(false);
    // a selection holding one cannot be deleted either
    fireEvent.click(within(screen.getByTestId('device-check-SN-0002')).getByRole('checkbox', { hidden: true }));
    await waitFor(() => expect((screen.getByTestId('device-delete') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(screen.getByTestId('device-check-SN-0001')).getByRole('checkbox', { hidden: true }));
    await waitFor(() => expect((screen.getByTestId('device-delete') as HTMLButtonElement).disabled).toBe(true));
  });

  it('deletes after confirmation', async () => {
    const calls = mockDevices();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-row-delete-SN-0002'));
    expect((await screen.findByTestId('device-delete-dialog')).textContent).toContain('Delete the device "Stock unit" (SN-0002)?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('device-delete-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/product/device/delete?ids=2'));
  });
});
