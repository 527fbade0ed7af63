import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHECKLIST_ITEMS } from '@aed/shared/schemas/work-order';
import { mockApi, ok, renderWithApp, type FetchCall } from '../../../test/render';
import OrderProcessDialog from './order-process-dialog';
import { details, order } from './order-test-support';
import { markErrorShown } from '../../../lib/query-client';

// the app's client toasts every mutation refusal not marked shown (lib/query-client.ts): the test renders without it
vi.mock('../../../lib/query-client', async (actual) => ({ ...(await actual<object>()), markErrorShown: vi.fn() }));

const DRAFT_KEY = 'aed.orderDraft.1';
const PAD = { accessoryId: 50, category: 'consumable', kind: 'adultPads', name: 'Old pads', code: 'OP-1', startDate: '2025-01-01', expiryDate: '2026-01-01', deptName: 'Clinic' };

function mockProcess(answer: (body: unknown, n: number) => { status?: number; body: unknown }) {
  let n = 0;
  return mockApi((method, path, body) => {
    if (path.startsWith('/workorder/order/info')) return ok(details({ installed: [PAD] }));
    if (path.startsWith('/workorder/order/stock')) return ok([{ ...PAD, accessoryId: 51, name: 'Spare pads', code: 'SP-1', expiryDate: '2028-01-01', deptName: 'Agent' }]);
    if (method === 'PUT' && path === '/workorder/order/process') return answer(body, n++);
    return ok(null);
  });
}

const renderDialog = (onClose = vi.fn()) => {
  renderWithApp([{ path: '/', component: () => <OrderProcessDialog order={order()} onClose={onClose} /> }], { at: '/' });
  return onClose;
};
const pick = (item: string, result: 'normal' | 'abnormal') => fireEvent.click(within(screen.getByTestId(`order-process-check-${item}-${result}`)).getByRole('radio'));
const puts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT');

beforeEach(() => {
  localStorage.clear();
  // a call left by an earlier test (its request settling late on a loaded machine) must not count for the next one
  vi.mocked(markErrorShown).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('OrderProcessDialog', () => {
  it('draws the checklist by section and refuses an unanswered item, an abnormal one without its note and a value out of range before any call', async () => {
    const calls = mockProcess(() => ok(order({ state: '2' })));
    renderDialog();
    await screen.findByTestId('order-process-dialog');
    expect(screen.getByTestId('order-process-section-function').textContent).toContain('Actual shock energy');
    // opening writes no draft: only what is typed is kept
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // a measured item has its unit; a note appears when abnormal
    expect(screen.getByTestId('order-process-check-shockJoules').textContent).toContain('J');
    expect(screen.queryByTestId('order-process-check-cabinet-note')).toBeNull();
    fireEvent.change(screen.getByTestId('order-process-handlingResult'), { target: { value: 'Checked' } });
    pick('cabinet', 'abnormal');
    await screen.findByTestId('order-process-check-cabinet-note');
    pick('shockJoules', 'normal');
    await waitFor(() => expect(screen.getByTestId('order-process-check-shockJoules-normal').getAttribute('data-state')).toBe('checked'));
    fireEvent.change(screen.getByTestId('order-process-check-shockJoules-value'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('order-process-submit'));
    expect((await screen.findByTestId('order-process-check-cabinet-note-error')).textContent).toBe('This field is required');
    expect(screen.getByTestId('order-process-check-wallSign-result-error').textContent).toBe('This field is required');
    expect(screen.getByTestId('order-process-check-shockJoules-value-error').textContent).toBe("Enter a number within the item's range");
    expect(puts(calls)).toHaveLength(0);
  });

  it('asks before finishing with expired items unreplaced, then sends again with the confirmation, and clears the draft', async () => {
    const calls = mockProcess((_, n) => (n === 0 ? { status: 409, body: { code: 409, msg: 'x', errorCode: 'order.expiredUnreplaced', params: { items: 'Pads P-1' } } } : ok(order({ state: '2' }))));
    const onClose = renderDialog();
    await screen.findByTestId('order-process-dialog');
    fireEvent.change(screen.getByTestId('order-process-handlingResult'), { target: { value: 'All good' } });
    for (const item of CHECKLIST_ITEMS) pick(item, 'normal');
    fireEvent.change(screen.getByTestId('order-process-check-batteryVoltage-value'), { target: { value: '12.5' } });
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('12.5'));
    fireEvent.click(screen.getByTestId('order-process-submit'));
    const ask = await screen.findByTestId('order-process-expired');
    expect(ask.textContent).toContain('These items are expired and not replaced: Pads P-1. Finish anyway?');
    // a question, not a refusal: marked shown, so the app's client adds no error toast beside it
    await waitFor(() => expect(vi.mocked(markErrorShown)).toHaveBeenCalledWith(expect.objectContaining({ errorCode: 'order.expiredUnreplaced' })));
    const first = puts(calls)[0]!.body as { confirmExpired: boolean; checklist: { item: string; result: string; value: unknown }[] };
    expect(first.confirmExpired).toBe(false);
    expect(first.checklist).toHaveLength(CHECKLIST_ITEMS.length);
    expect(first.checklist.find((c) => c.item === 'batteryVoltage')).toMatchObject({ result: 'normal', value: 12.5 });
    fireEvent.click(screen.getByTestId('order-process-expired-confirm'));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]!.body).toMatchObject({ orderId: 1, version: 3, handlingResult: 'All good', confirmExpired: true });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('shows a processing date outside the order life at the date field, translated, with no toast', async () => {
    mockProcess(() => ({ status: 400, body: { code: 400, msg: 'x', errorCode: 'order.processDateOutOfRange', params: { date: '2026-11-20' } } }));
    renderDialog();
    await screen.findByTestId('order-process-dialog');
    fireEvent.change(screen.getByTestId('order-process-handlingResult'), { target: { value: 'All good' } });
    for (const item of CHECKLIST_ITEMS) pick(item, 'normal');
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('"kit":{"result":"normal"'));
    fireEvent.click(screen.getByTestId('order-process-submit'));
    expect((await screen.findByTestId('order-process-processDate-error')).textContent).toBe("The processing date must lie between the order's creation (2026-11-20) and today");
    expect(screen.queryByTestId('toast-error')).toBeNull();
    expect(screen.getByTestId('order-process-dialog').textContent).toContain('Photos and signatures');
  });

  it('offers the items the order says the device holds, and the stock the order offers for one (no accessory rights needed)', async () => {
    const calls = mockProcess(() => ok(order({ state: '2' })));
    renderDialog();
    fireEvent.click(await screen.findByTestId('order-process-replacement-add'));
    const installed = screen.getByTestId('order-process-replacement-0-installed') as HTMLSelectElement;
    await waitFor(() => expect([...installed.options].map((o) => o.textContent)).toContain('Old pads (OP-1) · 2026-01-01'));
    fireEvent.change(installed, { target: { value: '50' } });
    // a new item's inputs keep their visible names once filled (two dates read alike otherwise)
    expect(['code', 'name', 'startDate', 'expiryDate'].map((f) => screen.getByTestId(`order-process-replacement-0-${f}-label`).textContent)).toEqual(['Code', 'Name', 'Start date', 'Expiry date']);
    fireEvent.click(within(screen.getByTestId('order-process-replacement-0-stock')).getByRole('radio'));
    const stock = (await screen.findByTestId('order-process-replacement-0-stock')) as unknown as HTMLElement;
    await waitFor(() => expect(calls.some((c) => c.path === '/workorder/order/stock?orderId=1&accessoryId=50')).toBe(true));
    expect(stock).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/product/accessory'))).toBe(false);
  });

  it('restores the draft of the order and says so; discarding it empties the form', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 3,
        values: { handlingResult: 'Half done', handled: true, checklist: { cabinet: { result: 'abnormal', note: 'Door broken', value: '', photo: null } }, replacements: [], processDate: '2026-11-28', nextMaintenanceDate: '', trainingActualDate: '', files: [], remark: '' },
      }),
    );
    mockProcess(() => ok(order({ state: '2' })));
    renderDialog();
    expect((await screen.findByTestId('order-process-draft')).textContent).toContain('A draft of this order was restored');
    expect((screen.getByTestId('order-process-handlingResult') as HTMLTextAreaElement).value).toBe('Half done');
    expect((screen.getByTestId('order-process-check-cabinet-note') as HTMLInputElement).value).toBe('Door broken');
    fireEvent.click(screen.getByTestId('order-process-draft-discard'));
    await waitFor(() => expect((screen.getByTestId('order-process-handlingResult') as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByTestId('order-process-draft')).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
