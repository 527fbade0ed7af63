import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { OrderFormDialog } from './order-form-dialog';
import { order } from './order-test-support';

const TREE: DeptTreeNode[] = [{ id: 105, label: 'Clinic', deptType: '2', disabled: false, children: [] }];

function mockForm(answer: (body: unknown) => { status?: number; body: unknown }) {
  return mockApi((method, path, body) => {
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/product/notify/deviceOptions')) return ok([{ deviceId: 7, deptId: 105, label: 'Lobby AED (SN-7)' }]);
    if (method === 'POST' || method === 'PUT') return answer(body);
    return ok(null);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('OrderFormDialog', () => {
  it('asks the alarm fields of an alarm order only, refuses a missing device at its field, and shows a server refusal at its field', async () => {
    const calls = mockForm(() => ({ status: 409, body: { code: 409, msg: 'x', errorCode: 'order.maintenanceOpen', params: { orderNo: 'WO-0009' } } }));
    const onClose = vi.fn();
    renderWithApp([{ path: '/', component: () => <OrderFormDialog target={{ kind: 'add' }} onClose={onClose} /> }], { at: '/' });
    await screen.findByTestId('order-form-dialog');
    expect(screen.queryByTestId('order-form-alarm')).toBeNull();
    fireEvent.change(screen.getByTestId('order-form-kind'), { target: { value: '1' } });
    await screen.findByTestId('order-form-alarm');
    expect(screen.queryByTestId('order-form-training')).toBeNull();
    fireEvent.click(screen.getByTestId('order-form-submit'));
    expect((await screen.findByTestId('order-form-deviceId-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // the organization's devices are offered; an alarm order names its monitoring item
    fireEvent.change(await screen.findByTestId('order-form-org'), { target: { value: '105' } });
    await waitFor(() => expect(screen.getByTestId('order-form-device').querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('order-form-device'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('order-form-submit'));
    expect((await screen.findByTestId('order-form-monitorItem-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('order-form-kind'), { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByTestId('order-form-alarm')).toBeNull());
    fireEvent.click(screen.getByTestId('order-form-submit'));
    expect((await screen.findByTestId('order-form-kind-error')).textContent).toBe('The device already has an open maintenance order (WO-0009)');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: '2', deviceId: 7 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits an open order as read: its kind and device stay, the version goes with it', async () => {
    const calls = mockForm(() => ok(order()));
    const onClose = vi.fn();
    renderWithApp([{ path: '/', component: () => <OrderFormDialog target={{ kind: 'modify', order: order({ kind: '4', trainingPlannedDate: '2026-12-01' }) }} onClose={onClose} /> }], { at: '/' });
    expect((await screen.findByTestId('order-form-dialog')).textContent).toContain('Edit order WO-0001');
    expect((screen.getByTestId('order-form-kind-fixed') as HTMLInputElement).value).toBe('Training');
    expect(screen.queryByTestId('order-form-kind')).toBeNull();
    expect(screen.getByTestId('order-form-training')).toBeTruthy();
    fireEvent.change(screen.getByTestId('order-form-trainer'), { target: { value: 'Dr Lee' } });
    fireEvent.click(screen.getByTestId('order-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ orderId: 1, version: 3, trainer: 'Dr Lee', trainingPlannedDate: '2026-12-01' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
