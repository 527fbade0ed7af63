import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { OrderDispatchDialog } from './order-dispatch-dialog';
import { order } from './order-test-support';

const assignment = (userId: number, nickName: string, primary: boolean) => ({
  assignmentId: userId,
  deptId: 105,
  deptName: 'Clinic',
  deviceId: 7,
  deviceLabel: 'Lobby AED (SN-7)',
  userId,
  username: nickName.toLowerCase(),
  nickName,
  userDeptName: 'Agent',
  primary,
  eligibility: 'ok',
  remark: '',
  createBy: 'admin',
  createTime: '2026-01-01T00:00:00.000Z',
  updateBy: '',
  updateTime: '2026-01-01T00:00:00.000Z',
});
const HANDLERS = [assignment(9, 'Tech', true), assignment(10, 'Other', false)];

function mockDispatch(answer: (body: unknown) => { status?: number; body: unknown }) {
  return mockApi((method, path, body) => {
    if (path.startsWith('/workorder/order/handlers')) return ok(HANDLERS);
    if (method === 'PUT' && path === '/workorder/order/dispatch') return answer(body);
    return ok(null);
  });
}

const renderDialog = (orders = [order({ state: '0', handlerId: 0 })], onClose = vi.fn()) => {
  renderWithApp([{ path: '/', component: () => <OrderDispatchDialog orders={orders} onClose={onClose} /> }], { at: '/' });
  return onClose;
};

afterEach(() => vi.unstubAllGlobals());

describe('OrderDispatchDialog', () => {
  it('chooses the default handler and sends the order with the version read', async () => {
    const calls = mockDispatch(() => ok({ dispatched: [1], refused: [] }));
    const onClose = renderDialog();
    await waitFor(() => expect((screen.getByTestId('order-dispatch-handler') as HTMLSelectElement).value).toBe('9'));
    expect(screen.getByTestId('order-dispatch-dialog').textContent).toContain('WO-0001');
    fireEvent.click(screen.getByTestId('order-dispatch-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ orderIds: [1], handlerId: 9, version: 3, remark: '' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows a handler the server refuses at the handler field (deactivated in the answer, no access as an error)', async () => {
    let refusal: 'answer' | 'error' = 'answer';
    const calls = mockDispatch(() =>
      refusal === 'answer' ? ok({ dispatched: [], refused: [{ orderId: 1, code: 'handler.userDisabled' }] }) : { status: 409, body: { code: 409, msg: 'x', errorCode: 'handler.noAccess' } },
    );
    const onClose = renderDialog();
    await waitFor(() => expect((screen.getByTestId('order-dispatch-handler') as HTMLSelectElement).value).toBe('9'));
    fireEvent.click(screen.getByTestId('order-dispatch-submit'));
    expect((await screen.findByTestId('order-dispatch-handlerId-error')).textContent).toBe('This account has been deactivated, please choose another one');
    refusal = 'error';
    fireEvent.change(screen.getByTestId('order-dispatch-handler'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('order-dispatch-submit'));
    await waitFor(() => expect(screen.getByTestId('order-dispatch-handlerId-error').textContent).toBe('The person you choose has no access to the page'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('dispatches several orders to one handler and lists the ones refused with their reason', async () => {
    const calls = mockDispatch(() => ok({ dispatched: [1], refused: [{ orderId: 2, code: 'order.finished' }] }));
    const onClose = renderDialog([order({ state: '0' }), order({ orderId: 2, orderNo: 'WO-0002', state: '0' })]);
    expect((await screen.findByTestId('order-dispatch-dialog')).textContent).toContain('Dispatch 2 orders');
    await waitFor(() => expect((screen.getByTestId('order-dispatch-handler') as HTMLSelectElement).value).toBe('9'));
    fireEvent.click(screen.getByTestId('order-dispatch-submit'));
    expect((await screen.findByTestId('order-dispatch-refused-2')).textContent).toBe('WO-0002: The order is completed or cancelled');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ orderIds: [1, 2], handlerId: 9, remark: '' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names its button after the action (Dispatch, not Save)', async () => {
    mockDispatch(() => ok({ dispatched: [1], refused: [] }));
    renderDialog();
    await screen.findByTestId('order-dispatch-dialog');
    expect(screen.getByTestId('order-dispatch-submit').textContent).toBe('Dispatch');
  });
});
