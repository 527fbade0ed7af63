import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import AllOrders, { AlarmOrders } from './order-page';
import { details, order } from './order-test-support';

const TREE: DeptTreeNode[] = [
  {
    id: 101,
    label: 'Agent',
    deptType: '0',
    disabled: false,
    children: [
      {
        id: 105,
        label: 'Clinic',
        deptType: '2',
        disabled: false,
        children: [],
      },
    ],
  },
];
const ROWS = [
  order(),
  order({
    orderId: 2,
    orderNo: 'WO-0002',
    kind: '5',
    state: '0',
    handlerId: 0,
    handlerName: '',
    returned: true,
    returnReason: 'Wrong device',
  }),
  order({ orderId: 3, orderNo: 'WO-0003', state: '2' }),
];
const count = (total: number | null, capped = false) => ({ total, capped });
const COUNTS = { '0': count(4), '1': count(2), '2': count(7), '3': count(1000, true), returned: count(null) };

function mockOrders(extra: (method: string, path: string, body: unknown) => { status?: number; body: unknown } | undefined = () => undefined) {
  return mockApi((method, path, body) => {
    const special = extra(method, path, body);
    if (special) return special;
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/upms/system/user/getHandleUsers')) return ok([{ userId: 9, username: 'tech', nickName: 'Tech', deptId: 101 }]);
    if (path.startsWith('/workorder/order/page')) return ok({ total: 3, rows: ROWS });
    if (path.startsWith('/workorder/order/counts')) return ok(COUNTS);
    if (path.startsWith('/workorder/order/info'))
      return ok(
        details({
          allowed: ['dispatch', 'modify', 'cancel'],
          log: [
            {
              orderId: 1,
              orderNo: 'WO-0001',
              kind: '2',
              seq: 1,
              action: 'create',
              fromState: null,
              toState: '0',
              handlerId: 0,
              handlerName: '',
              reason: '',
              operator: 'admin',
              time: '2026-11-01T07:00:00.000Z',
            },
          ],
        }),
      );
    return ok(null);
  });
}

/** The screen at `at` for user 9 holding `permissions`. */
function renderOrders(component: () => React.ReactNode, at: string, permissions: readonly string[]) {
  return renderWithApp([{ path: at.split('?')[0]!, component }], {
    at,
    seed: (qc) =>
      qc.setQueryData(['auth', 'info'], {
        user: { userId: 9 },
        permissions,
        roles: [],
      }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderPage', () => {
  it('lists orders with their state in the kind vocabulary, the returned flag and the counts per status', async () => {
    mockOrders();
    renderOrders(AllOrders, '/workorder/order', ['workorder:order:distribute']);
    const row = await screen.findByTestId('order-row-1');
    expect(within(row).getByText('WO-0001')).toBeTruthy();
    expect(within(row).getByText('Maintenance')).toBeTruthy();
    expect(screen.getByTestId('order-state-1').textContent).toBe('Pending handling');
    // an "other" order says pending, and a returned one is flagged
    expect(screen.getByTestId('order-state-2').textContent).toContain('Pending');
    expect(screen.getByTestId('order-state-2-returned').textContent).toBe('Returned');
    // one cell per column (the created time was a cell inside a cell)
    expect(document.querySelectorAll('td td')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('order-count-0-value').textContent).toBe('4'));
    // capped counts (decision 0030): more than the cap, and unknown within the read budget
    expect(screen.getByTestId('order-count-3-value').textContent).toBe('1000+');
    expect(screen.getByTestId('order-count-returned-value').textContent).toBe('—');
  });

  it('opens the orders of a count by clicking it', async () => {
    const calls = mockOrders();
    const { router } = renderOrders(AllOrders, '/workorder/order', ['workorder:order:distribute']);
    await screen.findByTestId('order-row-1');
    fireEvent.click(screen.getByTestId('order-count-returned'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ returned: 1 }));
    fireEvent.click(screen.getByTestId('order-count-1'));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 1 }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/workorder/order/page?') && /state=1/.test(c.path) && !/returned/.test(c.path))).toBe(true));
  });

  it('offers a distributor dispatch, edit and cancel on open orders only, and no handling', async () => {
    mockOrders();
    renderOrders(AllOrders, '/workorder/order', ['workorder:order:distribute']);
    await screen.findByTestId('order-row-1');
    expect(screen.getByTestId('order-row-dispatch-1')).toBeTruthy();
    // the pinned actions column stays narrow: Details and the next step as buttons, edit and cancel in the row's menu
    const actions = screen.getByTestId('order-row-dispatch-1').parentElement!;
    expect([...actions.querySelectorAll('button')].map((b) => b.getAttribute('data-testid'))).toEqual(['order-row-details-1', 'order-row-dispatch-1', 'order-row-more-1']);
    expect(screen.getByTestId('order-row-more-2').getAttribute('aria-label')).toBe('More actions on order WO-0002');
    fireEvent.click(screen.getByTestId('order-row-more-2'));
    await screen.findByTestId('order-row-modify-2');
    expect(screen.getByTestId('order-row-more-2-list').textContent).toBe('EditCancel the order');
    expect(screen.queryByTestId('order-row-process-1')).toBeNull();
    expect(screen.queryByTestId('order-row-dispatch-3')).toBeNull();
    // a completed order: nothing but its details
    expect(screen.queryByTestId('order-row-more-3')).toBeNull();
    expect(screen.getByTestId('order-add')).toBeTruthy();
  });

  it('offers a handler processing and return of their own pending order only', async () => {
    mockOrders();
    renderOrders(AllOrders, '/workorder/order', ['workorder:order:handle']);
    await screen.findByTestId('order-row-1');
    expect(screen.getByTestId('order-row-process-1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-row-more-1'));
    expect(await screen.findByTestId('order-row-return-1')).toBeTruthy();
    // state 0 (not dispatched) and state 2 (completed): nothing to handle; no distributor's action
    expect(screen.queryByTestId('order-row-process-2')).toBeNull();
    expect(screen.queryByTestId('order-row-process-3')).toBeNull();
    expect(screen.queryByTestId('order-row-dispatch-1')).toBeNull();
    expect(screen.queryByTestId('order-add')).toBeNull();
  });

  it('puts the filters in the URL and asks the list and the counts with them', async () => {
    const calls = mockOrders();
    const { router } = renderOrders(AllOrders, '/workorder/order', ['workorder:order:distribute']);
    await screen.findByTestId('order-row-1');
    fireEvent.change(screen.getByTestId('order-search-state'), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByTestId('order-search-kind'), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByTestId('order-search-keyword'), {
      target: { value: 'SN-7' },
    });
    fireEvent.click(screen.getByTestId('order-search-submit'));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        state: 1,
        kind: 2,
        keyword: 'SN-7',
      }),
    );
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/workorder/order/page?') && /state=1/.test(c.path) && /kind=2/.test(c.path) && /keyword=SN-7/.test(c.path))).toBe(true));
    expect(calls.some((c) => c.path.startsWith('/workorder/order/counts?') && /state=1/.test(c.path) && /keyword=SN-7/.test(c.path))).toBe(true);
  });

  it('reads the filters of a pasted link, and a screen of one kind always asks that kind', async () => {
    const calls = mockOrders();
    renderOrders(AlarmOrders, '/workorder/alarm?returned=1&state=0', ['workorder:order:distribute']);
    await screen.findByTestId('order-row-1');
    expect(screen.queryByTestId('order-search-kind')).toBeNull();
    const page = calls.find((c) => c.path.startsWith('/workorder/order/page?'))!;
    expect(page.path).toMatch(/kind=1/);
    expect(page.path).toMatch(/returned=1/);
    expect(page.path).toMatch(/state=0/);
  });

  it('shows an order with its operating log and opens the actions it allows', async () => {
    mockOrders();
    renderOrders(AllOrders, '/workorder/order', ['workorder:order:distribute']);
    fireEvent.click(await screen.findByTestId('order-row-details-1'));
    const log = await screen.findByTestId('order-log-line-1');
    expect(log.textContent).toContain('Create');
    expect(log.textContent).toContain('Pending assignment');
    // the state column may wrap after the arrow, each state whole (Operator and Time stay in the dialog)
    expect([...screen.getByTestId('order-log-transition-1').querySelectorAll('span')].map((s) => s.textContent)).toEqual(['— →', 'Pending assignment']);
    expect(getComputedStyle(screen.getByTestId('order-log-transition-1')).whiteSpace).toBe('normal');
    expect(screen.queryByTestId('order-details-process')).toBeNull();
    // the footer's cancel names the order, not to be read as closing the dialog
    expect(screen.getByTestId('order-details-cancel').textContent).toBe('Cancel the order');
    fireEvent.click(screen.getByTestId('order-details-cancel'));
    const dialog = await screen.findByTestId('order-cancel-dialog');
    expect(dialog.textContent).toContain('WO-0001');
  });

  it('offers a follow-up repair order from an abnormal checklist item, prefilled with the device and what was found', async () => {
    const done = details({
      state: '2',
      deptId: 105,
      deviceId: 7,
      serialNumber: 'SN-7',
      handlingResult: 'Checked',
      processDate: '2026-11-20',
      checklist: [{ item: 'cabinetAlarm', result: 'abnormal', note: 'Siren silent', value: '', photoUploadId: '' }],
      allowed: [],
    });
    mockOrders((_method, path) => {
      if (path.startsWith('/workorder/order/info')) return ok(done);
      if (path.startsWith('/product/device/binding-options') || path.includes('binding')) return ok([{ deviceId: 7, label: 'Device (SN-7)' }]);
      return undefined;
    });
    renderOrders(AllOrders, '/workorder/order', ['workorder:order:distribute']);
    fireEvent.click(await screen.findByTestId('order-row-details-1'));
    fireEvent.click(await screen.findByTestId('order-details-followup-cabinetAlarm'));
    const form = await screen.findByTestId('order-form-dialog');
    expect((within(form).getByTestId('order-form-description') as HTMLTextAreaElement).value).toBe('Found abnormal during WO-0001: Cabinet alarm: Siren silent');
    expect((within(form).getByTestId('order-form-kind-fixed') as HTMLInputElement).value).toBe('Maintenance');
    expect((within(form).getByTestId('order-form-org') as HTMLSelectElement).value).toBe('105');
  });

  it('keeps the follow-up from a reader who does not distribute', async () => {
    mockOrders((_method, path) => (path.startsWith('/workorder/order/info') ? ok(details({ state: '2', handlingResult: 'x', processDate: '2026-11-20', checklist: [{ item: 'lcd', result: 'abnormal', note: 'Dim', value: '', photoUploadId: '' }], allowed: [] })) : undefined));
    renderOrders(AllOrders, '/workorder/order', ['workorder:order:handle']);
    fireEvent.click(await screen.findByTestId('order-row-details-1'));
    await screen.findByTestId('order-details-check-lcd');
    expect(screen.queryByTestId('order-details-followup-lcd')).toBeNull();
  });

  it('cancels only with a reason, naming the order', async () => {
    const calls = mockOrders((method, path) => (method === 'PUT' && path === '/workorder/order/cancel' ? ok(order({ state: '3' })) : undefined));
    renderOrders(AllOrders, '/workorder/order', ['workorder:order:distribute']);
    fireEvent.click(await screen.findByTestId('order-row-more-1'));
    fireEvent.click(await screen.findByTestId('order-row-cancel-1'));
    await screen.findByTestId('order-cancel-dialog');
    fireEvent.click(screen.getByTestId('order-cancel-submit'));
    expect((await screen.findByTestId('order-cancel-reason-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByTestId('order-cancel-reason'), {
      target: { value: 'Created twice' },
    });
    fireEvent.click(screen.getByTestId('order-cancel-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        orderId: 1,
        version: 3,
        reason: 'Created twice',
      }),
    );
  });
});
