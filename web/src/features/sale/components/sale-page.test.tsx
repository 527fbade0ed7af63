import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { i18n } from '../../../lib/i18n';
import { mockApi, ok, renderScreen, renderWithApp } from '../../../test/render';
import SalePage from './sale-page';
import { sale } from './sale-test-support';
import { SellDeviceAction } from './sell-device-action';

const ROWS = [sale({}), sale({ saleId: 2, serialNumber: 'SN-8', sellType: '2', endDate: '', rentDueDate: '', validity: '1' })];
const TREE: DeptTreeNode[] = [
  { id: 101, label: 'Agent', deptType: '0', disabled: false, children: [{ id: 105, label: 'Clinic', deptType: '2', disabled: false, children: [] }] },
];
const HANDLERS = [{ userId: 9, username: 'tech', nickName: 'Tech', deptId: 101 }];

function mockSales(extra: (method: string, path: string, body: unknown) => { status?: number; body: unknown } | undefined = () => undefined) {
  return mockApi((method, path, body) => {
    const special = extra(method, path, body);
    if (special) return special;
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/upms/system/user/getHandleUsers')) return ok(HANDLERS);
    if (path.startsWith('/product/sale/page')) return ok({ total: 2, rows: ROWS });
    return ok(null);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('SalePage', () => {
  it('lists sales with their type, period and status, and offers only the actions a record and the user allow', async () => {
    mockSales();
    renderScreen(SalePage, '/product/sale', ['product:sale:list', 'product:sale:query', 'product:sale:relet', 'product:sale:void']);
    const lease = await screen.findByTestId('sale-row-1');
    expect(within(lease).getByText('Rent')).toBeTruthy();
    expect(within(lease).getByText('2026-01-01 → 2026-12-31')).toBeTruthy();
    expect(screen.getByTestId('sale-validity-1').textContent).toBe('Normal');
    expect(screen.getByTestId('sale-validity-2').textContent).toBe('Void');
    // the row shows Details and one "more" button (the pinned column stays narrow at 1440 px: walk 15, defect 6)
    const actions = lease.querySelector('[data-actions-column]')!;
    expect([...actions.querySelectorAll('button')].map((b) => b.getAttribute('data-testid'))).toEqual(['sale-row-details-1', 'sale-row-more-1']);
    expect(screen.getByTestId('sale-row-more-1').getAttribute('aria-label')).toBe('More actions on the sale of SN-7');
    expect(screen.queryByTestId('sale-row-relet-1')).toBeNull();
    // a lease may be renewed; a void record is not renewed, relocated or voided again (no menu); no edit without its permission
    fireEvent.click(screen.getByTestId('sale-row-more-1'));
    await screen.findByTestId('sale-row-relet-1');
    expect(screen.getByTestId('sale-row-more-1-list').textContent).toBe('RenewVoid');
    expect(screen.queryByTestId('sale-row-edit-1')).toBeNull();
    expect(screen.queryByTestId('sale-row-relocate-1')).toBeNull();
    expect(screen.queryByTestId('sale-row-more-2')).toBeNull();
    expect(screen.queryByTestId('sale-row-relet-2')).toBeNull();
    expect(screen.queryByTestId('sale-row-void-2')).toBeNull();
  });

  it('offers Edit, Renew, Relocate and Void of a running lease in its menu, and opens the chosen dialog', async () => {
    mockSales();
    renderScreen(SalePage, '/product/sale', ['*:*:*']);
    fireEvent.click(await screen.findByTestId('sale-row-more-1'));
    const menu = await screen.findByTestId('sale-row-more-1-list');
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent)).toEqual(['Edit', 'Renew', 'Relocate', 'Void']);
    fireEvent.click(screen.getByTestId('sale-row-relocate-1'));
    expect(await screen.findByTestId('sale-relocate-dialog')).toBeTruthy();
  });

  it('voids a sale after a confirmation naming the device and the buyer, and shows a refusal', async () => {
    const calls = mockSales((method, path) => (method === 'PUT' && path.startsWith('/product/sale/void') ? { status: 409, body: { code: 409, msg: 'x', errorCode: 'sale.subordinateSales' } } : undefined));
    renderScreen(SalePage, '/product/sale', ['*:*:*']);
    fireEvent.click(await screen.findByTestId('sale-row-more-1'));
    fireEvent.click(await screen.findByTestId('sale-row-void-1'));
    const dialog = await screen.findByTestId('sale-void-dialog');
    expect(dialog.textContent).toContain('SN-7');
    expect(dialog.textContent).toContain('Clinic');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('sale-void-confirm'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/product/sale/void?ids=1']));
    expect(await screen.findByText('Subordinate agents hold valid sales of this device: void those first')).toBeTruthy();
  });
});

describe('SalePage in French', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says "all" in the gender of each filter: Toutes for the rent due date (une échéance), Tous for the others', async () => {
    mockSales();
    await i18n.changeLanguage('fr');
    renderScreen(SalePage, '/product/sale', ['*:*:*']);
    await screen.findByTestId('sale-row-1');
    const first = (testId: string) => (screen.getByTestId(testId) as HTMLSelectElement).options[0]!.textContent;
    expect(first('sale-search-due')).toBe('Toutes');
    expect(first('sale-search-sellType')).toBe('Tous');
    expect(first('sale-search-validity')).toBe('Tous');
  });
});

describe('SellDeviceAction', () => {
  const device = { deviceId: 7, deptId: 101, serialNumber: 'SN-7', saleStatus: '1' };

  it('refuses an empty sale at its fields before any call, then sends the sale to a buyer below the device', async () => {
    const calls = mockSales((method, path) => (method === 'POST' && path === '/product/sale/add' ? ok(sale({})) : undefined));
    renderWithApp([{ path: '/', component: () => <SellDeviceAction device={device} /> }], { at: '/', seed: (qc) => qc.setQueryData(['auth', 'info'], { permissions: ['*:*:*'], roles: [] }) });
    fireEvent.click(await screen.findByTestId('device-row-sell-SN-7'));
    await screen.findByTestId('sale-form-dialog');
    fireEvent.click(screen.getByTestId('sale-form-submit'));
    expect(await screen.findByTestId('sale-form-buyerDeptId-error')).toBeTruthy();
    expect(screen.getByTestId('sale-form-handlerIds-error').textContent).toBe('Choose at least one work-order handler');
    expect(screen.getByTestId('sale-form-person-0-name-error').textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // the buyers offered are the organizations below the device's (the clinic, not the agent itself)
    const buyer = screen.getByTestId('sale-form-buyer') as HTMLSelectElement;
    expect([...buyer.options].map((o) => o.textContent?.trim())).toEqual(['Choose the buyer', 'Clinic']);
    fireEvent.change(buyer, { target: { value: '105' } });
    fireEvent.click(within(screen.getByTestId('sale-form-sellType-3')).getByRole('radio'));
    // stock handed down has no rent due date (the field goes) and needs no end
    await waitFor(() => expect(screen.queryByTestId('sale-form-rentDueDate')).toBeNull());
    fireEvent.change(screen.getByTestId('sale-form-person-0-name'), { target: { value: 'Nadia' } });
    fireEvent.change(screen.getByTestId('sale-form-person-0-phone'), { target: { value: '+33 6 12 34 56 78' } });
    fireEvent.change(screen.getByTestId('sale-form-person-0-email'), { target: { value: 'nadia@example.com' } });
    // a new person's mails default to the language of the screen; this one reads traditional Chinese
    expect((screen.getByTestId('sale-form-person-0-language') as HTMLSelectElement).value).toBe('en');
    fireEvent.change(screen.getByTestId('sale-form-person-0-language'), { target: { value: 'zh-TW' } });
    fireEvent.click(within(screen.getByTestId('sale-form-handler-tech')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('sale-form-handler-tech').getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByTestId('sale-form-submit'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ deviceId: 7, buyerDeptId: 105, sellType: '3', handlerIds: [9], notifyPersons: [{ name: 'Nadia', email: 'nadia@example.com', language: 'zh-TW' }] });
  });

  it('offers no sale of a device whose lease expired', () => {
    mockSales();
    render(<SellDeviceAction device={{ ...device, saleStatus: '4' }} />);
    expect(screen.queryByTestId('device-row-sell-SN-7')).toBeNull();
  });
});
