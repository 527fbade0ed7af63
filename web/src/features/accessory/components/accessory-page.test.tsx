import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccessoryDeviceOption, AccessoryRecord } from '@aed/shared/schemas/accessory';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { i18n } from '../../../lib/i18n';
import { mockApi, ok, renderScreen } from '../../../test/render';
import AccessoryPage from './accessory-page';

const record = (over: Partial<AccessoryRecord>): AccessoryRecord => ({
  accessoryId: 1,
  category: 'consumable',
  kind: 'adultPads',
  code: 'LOT-1',
  name: 'SMART Pads II',
  brand: 'Philips',
  model: '989803139261',
  supplier: 'MedSupply',
  owner: 'City',
  dealer: 'Dealer',
  deptId: 105,
  deptName: 'Clinic',
  deviceId: 0,
  device: null,
  status: 'stock',
  startDate: '2026-01-01',
  expiryDate: '2027-01-01',
  effectiveDays: 365,
  state: 'normal',
  daysLeft: 200,
  maxExpiryDate: null,
  installDate: '',
  removeDate: '',
  replacedById: 0,
  replacesId: 0,
  remark: '',
  createBy: 'admin',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '2026-01-02T03:04:05.000Z',
  ...over,
});
const DEVICE = { deviceId: 7, serialNumber: 'SN-7', equipmentCode: 'DEV-7', equipmentName: 'Lobby AED', modelId: 3, modelName: 'HeartStart FRx', brand: 'Philips' };
const ROWS = [
  record({}),
  record({ accessoryId: 2, code: 'BAT-9', kind: 'battery', status: 'installed', deviceId: 7, device: DEVICE, state: 'expired', daysLeft: -3, expiryDate: '2026-01-01', maxExpiryDate: '2029-01-01' }),
  record({ accessoryId: 3, code: 'SIGN-1', category: 'accessory', kind: 'wallSign', expiryDate: '', effectiveDays: null, daysLeft: null, state: 'normal' }),
  record({ accessoryId: 4, code: 'LOT-2', state: 'expiring', daysLeft: 12 }),
];
const TREE: DeptTreeNode[] = [{ id: 100, label: 'AED Cloud', deptType: '0', disabled: false, children: [{ id: 105, label: 'Clinic', deptType: '2', disabled: false, children: [] }] }];
const OPTIONS: AccessoryDeviceOption[] = [{ ...DEVICE, deptId: 105, deptName: 'Clinic', consumables: [{ kind: 'adultPads', ratedLifeMonths: 24 }, { kind: 'battery', ratedLifeMonths: 48 }] }];

type Answer = { status?: number; body: unknown };
function mockAccessories(extra: (method: string, path: string, body: unknown) => Answer | undefined = () => undefined) {
  return mockApi((method, path, body) => {
    const special = extra(method, path, body);
    if (special) return special;
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/product/accessory/deviceOptions')) return ok(OPTIONS);
    if (path.startsWith('/product/accessory/page')) return ok({ total: path.includes('cursor=') ? null : 14, rows: ROWS, next: path.includes('cursor=') ? undefined : 'c2' });
    return ok(null);
  });
}

const renderPage = (permissions: string[]) => renderScreen(AccessoryPage, '/product/accessory', permissions);

afterEach(() => vi.unstubAllGlobals());

describe('AccessoryPage', () => {
  it('lists consumables with their state as colour and text, the device and the status; filters by tree, tab and search', async () => {
    const calls = mockAccessories();
    renderPage(['*:*:*']);
    const expired = await screen.findByTestId('accessory-row-BAT-9');
    expect(within(expired).getByText('Battery')).toBeTruthy();
    expect(within(expired).getByText('SN-7')).toBeTruthy();
    expect(within(expired).getByText('Installed')).toBeTruthy();
    expect(screen.getByTestId('accessory-state-BAT-9').getAttribute('data-state')).toBe('expired');
    expect(screen.getByTestId('accessory-state-BAT-9').textContent).toContain('Expired');
    expect(screen.getByTestId('accessory-state-BAT-9').textContent).toContain('Expired 3 days ago');
    expect(screen.getByTestId('accessory-state-LOT-2').textContent).toContain('Expiring12 days left');
    expect(screen.getByTestId('accessory-state-SIGN-1').textContent).toBe('NormalNo expiry');
    expect(within(screen.getByTestId('accessory-row-LOT-1')).getByText('In stock', { selector: 'p' })).toBeTruthy();
    // the default tab is consumables
    expect(calls.find((c) => c.path.startsWith('/product/accessory/page'))?.path).toBe('/product/accessory/page?category=consumable&limit=10');
    expect(screen.getByTestId('accessory-total').textContent).toContain('14');

    fireEvent.click(await screen.findByTestId('accessory-dept-105'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/accessory/page?deptId=105&category=consumable&limit=10'));
    fireEvent.change(screen.getByTestId('accessory-search-keyword'), { target: { value: ' pads ' } });
    fireEvent.change(screen.getByTestId('accessory-search-state'), { target: { value: 'expired' } });
    fireEvent.click(screen.getByTestId('accessory-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/accessory/page?state=expired&keyword=pads&deptId=105&category=consumable&limit=10'));

    // the next page keeps the first page's total
    fireEvent.click(screen.getByTestId('accessory-next'));
    await waitFor(() => expect(calls.at(-1)?.path).toContain('cursor=c2'));
    await waitFor(() => expect(screen.getByTestId('accessory-pageno').textContent).toContain('2'));
    expect(screen.getByTestId('accessory-total').textContent).toContain('14');

    fireEvent.click(screen.getByTestId('accessory-tab-accessory'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/accessory/page?deptId=105&category=accessory&limit=10'));
  });

  it('shows the empty state', async () => {
    mockApi((_m, path) => (path.startsWith('/upms') ? ok(TREE) : ok({ total: 0, rows: [] })));
    renderPage(['*:*:*']);
    expect((await screen.findByTestId('accessory-empty')).textContent).toContain('No accessories or consumables found');
  });

  it('hides the actions the user has no permission for', async () => {
    mockAccessories();
    renderPage(['product:accessory:list']);
    await screen.findByTestId('accessory-row-BAT-9');
    for (const id of ['accessory-add', 'accessory-export', 'accessory-delete', 'accessory-row-details-BAT-9', 'accessory-row-edit-BAT-9', 'accessory-row-replace-BAT-9', 'accessory-row-remove-BAT-9', 'accessory-row-install-LOT-1', 'accessory-row-delete-LOT-1']) {
      expect(screen.queryByTestId(id), id).toBeNull();
    }
  });

  it('shows every field of a record read-only to a reader with the query permission: supplier, owner, dealer, dates, state, device, organization', async () => {
    const fresh = { ...ROWS[1]!, supplier: 'MedSupply Ltd', owner: 'City of Lyon', dealer: 'AED Dealer SA', remark: 'Checked monthly', installDate: '2026-01-05', updateBy: 'ops', updateTime: '2026-02-03T04:05:06.000Z' };
    const calls = mockAccessories((_m, path) => (path.startsWith('/product/accessory/info') ? ok(fresh) : undefined));
    renderPage(['product:accessory:list', 'product:accessory:query']);
    fireEvent.click(await screen.findByTestId('accessory-row-details-BAT-9'));
    const dialog = await screen.findByTestId('accessory-details');
    await waitFor(() => expect(within(dialog).getByTestId('accessory-details-supplier').textContent).toBe('MedSupply Ltd'));
    expect(calls.some((c) => c.path === '/product/accessory/info?accessoryId=2')).toBe(true);
    const value = (key: string) => within(dialog).getByTestId(`accessory-details-${key}`).textContent;
    expect(value('category')).toBe('Consumable');
    expect(value('kind')).toBe('Battery');
    expect(value('code')).toBe('BAT-9');
    expect(value('name')).toBe('SMART Pads II');
    expect(value('brand')).toBe('Philips');
    expect(value('model')).toBe('989803139261');
    expect(value('owner')).toBe('City of Lyon');
    expect(value('dealer')).toBe('AED Dealer SA');
    expect(value('dept')).toBe('Clinic');
    expect(value('device')).toContain('SN-7 · Lobby AED');
    expect(value('device')).toContain('Philips HeartStart FRx');
    expect(value('status')).toBe('Installed');
    expect(value('state')).toContain('Expired 3 days ago');
    expect(value('startDate')).toBe('2026-01-01');
    expect(value('expiryDate')).toBe('2026-01-01');
    expect(value('effectiveDays')).toBe('365 days of validity');
    expect(value('maxExpiryDate')).toBe('2029-01-01');
    expect(value('installDate')).toBe('2026-01-05');
    expect(value('removeDate')).toBe('—');
    expect(value('updateTime')).toContain('ops');
    expect(value('remark')).toBe('Checked monthly');
    // read-only: no edit without the edit permission
    expect(within(dialog).queryByTestId('accessory-details-edit')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('accessory-details-close'));
    await waitFor(() => expect(screen.queryByTestId('accessory-details')).toBeNull());
  });

  it('opens the details of a record in stock in French, and goes on to the form with the edit permission', async () => {
    mockAccessories((_m, path) => (path.startsWith('/product/accessory/info') ? ok(ROWS[2]) : undefined));
    await i18n.changeLanguage('fr');
    try {
      renderPage(['*:*:*']);
      fireEvent.click(await screen.findByTestId('accessory-row-details-SIGN-1'));
      const dialog = await screen.findByTestId('accessory-details');
      expect(within(dialog).getByTestId('accessory-details-device').textContent).toBe('Sur aucun appareil (en stock)');
      expect(within(dialog).getByTestId('accessory-details-expiryDate').textContent).toBe('Sans expiration');
      expect(within(dialog).getByTestId('accessory-details-effectiveDays').textContent).toBe('—');
      expect(within(dialog).queryByTestId('accessory-details-maxExpiryDate')).toBeNull();
      fireEvent.click(within(dialog).getByTestId('accessory-details-edit'));
      expect(((await screen.findByTestId('accessory-form-code')) as HTMLInputElement).value).toBe('SIGN-1');
      expect(screen.queryByTestId('accessory-details')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('adds a consumable installed at once: kinds from the device model, expiry following the effective days, the maximum validity checked', async () => {
    const calls = mockAccessories((method) => (method === 'POST' ? ok(ROWS[0]) : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('accessory-add'));
    await screen.findByTestId('accessory-form');
    expect(screen.getByTestId('accessory-form-submit').textContent).toBe('Save');
    // nothing entered: refused locally, on the fields
    fireEvent.click(screen.getByTestId('accessory-form-submit'));
    expect((await screen.findByTestId('accessory-form-code-error')).textContent).toBe('This field is required');
    expect(screen.getByTestId('accessory-form-kind-error').textContent).toBe('This field is required');

    await waitFor(() => expect(within(screen.getByTestId('accessory-form-dept')).getByText(/Clinic/)).toBeTruthy());
    fireEvent.change(screen.getByTestId('accessory-form-dept'), { target: { value: '105' } });
    await waitFor(() => expect(within(screen.getByTestId('accessory-form-device')).getByText(/SN-7/)).toBeTruthy());
    fireEvent.change(screen.getByTestId('accessory-form-device'), { target: { value: '7' } });
    const kinds = [...(screen.getByTestId('accessory-form-kind') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(kinds).toEqual(['Choose a kind', 'Adult pads (24 months)', 'Battery (48 months)']);
    fireEvent.change(screen.getByTestId('accessory-form-kind'), { target: { value: 'adultPads' } });
    fireEvent.change(screen.getByTestId('accessory-form-code'), { target: { value: 'LOT-77' } });
    fireEvent.change(screen.getByTestId('accessory-form-name'), { target: { value: 'SMART Pads II' } });
    fireEvent.change(screen.getByTestId('accessory-form-start'), { target: { value: '2026-01-31' } });
    fireEvent.change(screen.getByTestId('accessory-form-days'), { target: { value: '731' } });
    expect((screen.getByTestId('accessory-form-expiry') as HTMLInputElement).value).toBe('2028-02-01');
    expect(screen.getByTestId('accessory-form-validity').textContent).toBe('Maximum validity on HeartStart FRx: until 2028-01-31 (24 months from the start date)');
    fireEvent.click(screen.getByTestId('accessory-form-submit'));
    expect((await screen.findByTestId('accessory-form-expiryDate-error')).textContent).toBe(
      'Expiry not above the maximum validity: on HeartStart FRx this kind lasts 24 months, so the expiry may be 2028-01-31 at the latest',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // the expiry date moves the effective days
    fireEvent.change(screen.getByTestId('accessory-form-expiry'), { target: { value: '2028-01-31' } });
    expect((screen.getByTestId('accessory-form-days') as HTMLInputElement).value).toBe('730');
    fireEvent.click(screen.getByTestId('accessory-form-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/product/accessory/add',
      body: { category: 'consumable', kind: 'adultPads', code: 'LOT-77', deptId: 105, deviceId: 7, startDate: '2026-01-31', expiryDate: '2028-01-31', effectiveDays: 730 },
    });
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Added successfully');
  });

  it("shows the server's translated refusals on their fields", async () => {
    mockAccessories((method, _path, body) => {
      if (method !== 'PUT') return undefined;
      return (body as { code: string }).code === 'LOT-2'
        ? { status: 409, body: { code: 409, msg: 'dup', errorCode: 'accessory.duplicate' } }
        : { status: 400, body: { code: 400, msg: 'max', errorCode: 'accessory.expiryAboveMax', params: { model: 'HeartStart FRx', months: 48, max: '2029-01-01' } } };
    });
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('accessory-row-edit-LOT-1'));
    await screen.findByTestId('accessory-form');
    fireEvent.change(screen.getByTestId('accessory-form-code'), { target: { value: 'LOT-2' } });
    fireEvent.click(screen.getByTestId('accessory-form-submit'));
    expect((await screen.findByTestId('accessory-form-code-error')).textContent).toBe('Accessory duplicate: the organization already has a record of this category, kind, brand and code');
    fireEvent.click(screen.getByTestId('accessory-form-cancel'));

    // an installed battery: the device is shown, the maximum validity refusal lands on the expiry date
    fireEvent.click(await screen.findByTestId('accessory-row-edit-BAT-9'));
    expect((await screen.findByTestId('accessory-form-installed-on')).textContent).toContain('SN-7 - Lobby AED');
    expect(screen.getByTestId('accessory-form-validity').textContent).toBe('Maximum validity: until 2029-01-01');
    fireEvent.change(screen.getByTestId('accessory-form-expiry'), { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByTestId('accessory-form-submit'));
    expect((await screen.findByTestId('accessory-form-expiryDate-error')).textContent).toBe(
      'Expiry not above the maximum validity: on HeartStart FRx this kind lasts 48 months, so the expiry may be 2029-01-01 at the latest',
    );
  });

  it('deletes after confirmation and shows "accessory in use" when refused', async () => {
    const calls = mockAccessories((method) =>
      method === 'DELETE' ? { status: 409, body: { code: 409, msg: 'in use', errorCode: 'accessory.inUse', params: { code: 'BAT-9' } } } : undefined,
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('accessory-row-delete-BAT-9'));
    expect((await screen.findByTestId('accessory-delete-dialog')).textContent).toContain('Delete the Battery record BAT-9 (SMART Pads II)?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('accessory-delete-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/product/accessory/delete?ids=2'));
    expect((await screen.findByTestId('toast-error')).textContent).toContain('Accessory in use: "BAT-9" is installed on a device; remove or replace it before deleting it');
  });

  it('installs only on a device picked: none is refused at the picker, the button says the action', async () => {
    const calls = mockAccessories();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('accessory-row-install-LOT-1'));
    await screen.findByTestId('accessory-install');
    expect(screen.getByTestId('accessory-install-submit').textContent).toBe('Install');
    fireEvent.click(screen.getByTestId('accessory-install-submit'));
    expect((await screen.findByTestId('accessory-install-device-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('replaces an installed consumable by a new record', async () => {
    const calls = mockAccessories((method, path) => {
      if (path.startsWith('/product/accessory/device?')) return ok({ device: DEVICE, consumables: OPTIONS[0]!.consumables, warnDays: 30, installed: [ROWS[1]], replaced: [] });
      if (method === 'POST') return ok({ replaced: ROWS[1], installed: ROWS[0] });
      return undefined;
    });
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('accessory-row-replace-BAT-9'));
    expect((await screen.findByTestId('accessory-replace-old')).textContent).toBe('Replacing Battery BAT-9 (SMART Pads II) on device SN-7');
    // the new record starts from the old one's product, supplier, owner and dealer, each still editable
    for (const [field, value] of [['name', 'SMART Pads II'], ['brand', 'Philips'], ['model', '989803139261'], ['supplier', 'MedSupply'], ['owner', 'City'], ['dealer', 'Dealer']]) {
      expect((screen.getByTestId(`accessory-replace-${field}`) as HTMLInputElement).value, field).toBe(value);
    }
    expect((screen.getByTestId('accessory-replace-code') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByTestId('accessory-replace-dealer'), { target: { value: 'New dealer' } });
    fireEvent.change(screen.getByTestId('accessory-replace-code'), { target: { value: 'BAT-10' } });
    fireEvent.change(screen.getByTestId('accessory-replace-start'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByTestId('accessory-replace-days'), { target: { value: '1000' } });
    await waitFor(() => expect(screen.getByTestId('accessory-replace-validity').textContent).toContain('until 2030-02-01 (48 months'));
    fireEvent.click(screen.getByTestId('accessory-replace-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/product/accessory/replace',
      body: {
        accessoryId: 2,
        replacement: { category: 'consumable', kind: 'battery', code: 'BAT-10', name: 'SMART Pads II', brand: 'Philips', model: '989803139261', supplier: 'MedSupply', owner: 'City', dealer: 'New dealer', startDate: '2026-02-01', effectiveDays: 1000, expiryDate: '2028-10-28' },
      },
    });
  });
});
