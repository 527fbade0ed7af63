import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayUtc } from '@aed/shared/schemas/accessory';
import type { SaleRecord } from '@aed/shared/schemas/sale';
import { i18n } from '../../../lib/i18n';
import { mockApi, ok, renderScreen } from '../../../test/render';
import LeaseRemindersPage from './lease-reminders-page';
import { sale } from './sale-test-support';

const AT = '/workorder/lease';
const today = todayUtc();
const DUE = [
  sale({ saleId: 1, serialNumber: 'SN-7', rentDueDate: addDays(today, 5), endDate: addDays(today, 5) }),
  // not expired yet by the nightly job: still running, its due date passed
  sale({ saleId: 3, serialNumber: 'SN-9', customerCompany: '', rentDueDate: addDays(today, -2), endDate: addDays(today, -2) }),
  sale({ saleId: 4, serialNumber: 'SN-10', rentDueDate: today, endDate: today }),
];
const EXPIRED = [sale({ saleId: 5, serialNumber: 'SN-11', validity: '2', rentDueDate: addDays(today, -40), endDate: addDays(today, -40) })];

const pagePaths = (calls: { path: string }[]) => calls.map((c) => c.path).filter((p) => p.startsWith('/product/sale/page?'));
const paramsOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

/** The sales list answers: the running leases due soon, or the expired ones (validity=2), or nothing. */
function mockLeases({ due = DUE, expired = EXPIRED }: { due?: SaleRecord[]; expired?: SaleRecord[] } = {}) {
  return mockApi((_method, path) => {
    if (path.startsWith('/product/sale/page?')) {
      const rows = paramsOf(path).validity === '2' ? expired : due;
      return ok({ total: rows.length, rows });
    }
    return ok(null);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('LeaseRemindersPage', () => {
  it('lists the leases due within 30 days through the sales list, with the days left or overdue', async () => {
    const calls = mockLeases();
    renderScreen(LeaseRemindersPage, AT, ['product:sale:list', 'product:sale:query', 'product:sale:relet']);
    const row = await screen.findByTestId('lease-row-1');
    // one route: the sales page, narrowed to leases due within the default 30 days (no other filter)
    expect(pagePaths(calls).map(paramsOf)[0]).toEqual({ sellType: '1', dueWithinDays: '30', limit: '10' });
    expect(row.textContent).toContain('SN-7');
    expect(row.textContent).toContain('Lobby AED');
    expect(row.textContent).toContain('Clinic');
    expect(row.textContent).toContain('Clinique du Parc');
    expect(row.textContent).toContain('Agent');
    expect(within(row).getByText(addDays(today, 5))).toBeTruthy();
    expect(screen.getByTestId('lease-days-1').textContent).toBe('In 5 days');
    expect(screen.getByTestId('lease-days-3').textContent).toBe('Overdue by 2 days');
    expect(screen.getByTestId('lease-days-4').textContent).toBe('Due today');
    expect((screen.getByTestId('lease-search-due') as HTMLSelectElement).value).toBe('30');
    // the select offers the sales list's choices and no "all" (every lease would not be a reminder)
    expect([...(screen.getByTestId('lease-search-due') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['7', '30', '90']);
  });

  it('opens the sale details and the renewal of the sales screen from a row', async () => {
    mockLeases();
    renderScreen(LeaseRemindersPage, AT, ['product:sale:list', 'product:sale:query', 'product:sale:relet']);
    fireEvent.click(await screen.findByTestId('lease-row-details-1'));
    expect((await screen.findByTestId('sale-details')).textContent).toContain('SN-7');
    fireEvent.click(screen.getByTestId('lease-row-relet-3'));
    expect(await screen.findByTestId('sale-relet-dialog')).toBeTruthy();
  });

  it('offers no renewal or details without their permissions', async () => {
    mockLeases();
    renderScreen(LeaseRemindersPage, AT, ['product:sale:list']);
    await screen.findByTestId('lease-row-1');
    expect(screen.queryByTestId('lease-row-relet-1')).toBeNull();
    expect(screen.queryByTestId('lease-row-details-1')).toBeNull();
  });

  it('keeps the days chosen in the URL and says when nothing is due', async () => {
    const calls = mockLeases({ due: [] });
    const { router } = renderScreen(LeaseRemindersPage, AT, ['*:*:*']);
    expect((await screen.findByTestId('lease-empty')).textContent).toBe('No lease has rent due within 30 days');
    fireEvent.change(screen.getByTestId('lease-search-due'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('lease-search-submit'));
    await waitFor(() => expect(router.state.location.search).toEqual({ dueWithinDays: 7 }));
    await waitFor(() => expect(pagePaths(calls).map(paramsOf).at(-1)).toMatchObject({ sellType: '1', dueWithinDays: '7' }));
    expect((await screen.findByTestId('lease-empty')).textContent).toBe('No lease has rent due within 7 days');
  });

  it('lists the expired leases on the second tab (validity 2 in the URL), renewable', async () => {
    const calls = mockLeases();
    const { router } = renderScreen(LeaseRemindersPage, AT, ['*:*:*']);
    await screen.findByTestId('lease-row-1');
    fireEvent.click(screen.getByTestId('lease-tab-expired'));
    await waitFor(() => expect(router.state.location.search).toEqual({ validity: 2 }));
    const row = await screen.findByTestId('lease-row-5');
    const last = paramsOf(pagePaths(calls).at(-1)!);
    // the expired leases still to renew: not those a renewal superseded
    expect(last).toEqual({ sellType: '1', validity: '2', renewed: '0', limit: '10' });
    expect(screen.getByTestId('lease-days-5').textContent).toBe('Overdue by 40 days');
    expect(within(row).getByTestId('lease-row-relet-5')).toBeTruthy();
    expect(screen.queryByTestId('lease-search-due')).toBeNull();
    // back to the leases due soon
    fireEvent.click(screen.getByTestId('lease-tab-due'));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByTestId('lease-row-1')).toBeTruthy();
  });

  it('opens on the tab a link names', async () => {
    mockLeases({ expired: [] });
    renderScreen(LeaseRemindersPage, `${AT}?validity=2`, ['*:*:*']);
    expect((await screen.findByTestId('lease-empty')).textContent).toBe('No expired leases found');
    expect(screen.getByTestId('lease-tab-expired').getAttribute('aria-selected')).toBe('true');
  });

  it('ignores a link to void records or to a day count not offered: the leases due within 30 days', async () => {
    const calls = mockLeases();
    renderScreen(LeaseRemindersPage, `${AT}?validity=1&dueWithinDays=45`, ['*:*:*']);
    await screen.findByTestId('lease-row-1');
    expect(pagePaths(calls).map(paramsOf)).toEqual([{ sellType: '1', dueWithinDays: '30', limit: '10' }]);
    expect(screen.getByTestId('lease-tab-due').getAttribute('aria-selected')).toBe('true');
  });
});

describe('LeaseRemindersPage in Chinese', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says the days left and overdue in Traditional Chinese', async () => {
    mockLeases();
    await i18n.changeLanguage('zh-TW');
    renderScreen(LeaseRemindersPage, AT, ['*:*:*']);
    await screen.findByTestId('lease-row-1');
    expect(screen.getByTestId('lease-days-1').textContent).toBe('5 天後到期');
    expect(screen.getByTestId('lease-days-3').textContent).toBe('逾期 2 天');
    expect(screen.getByTestId('lease-tab-expired').textContent).toBe('已到期租賃');
  });
});
