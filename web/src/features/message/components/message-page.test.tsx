import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageRecord } from '@aed/shared/schemas/message';
import { i18n } from '../../../lib/i18n';
import { mockApi, ok, renderScreen, renderWithApp } from '../../../test/render';
import { MessagePage } from './message-page';
import { MessageIndicator } from './message-indicator';

const LEASE: MessageRecord = {
  messageId: 'lease-1',
  msgType: 'leaseDue',
  kind: 'lease',
  params: { serial: 'SN-42', rentDueDate: '2026-12-31', days: 7 },
  title: 'stored title',
  content: 'stored content',
  read: false,
  createTime: '2026-11-20T08:00:00.000Z',
};
const UNKNOWN: MessageRecord = { ...LEASE, messageId: 'future-1', msgType: 'somethingNew', kind: 'other', params: {}, title: 'Something new happened', content: 'Open it later', read: true };
const ORDER: MessageRecord = { ...LEASE, messageId: 'order-1', msgType: 'orderDispatched', kind: 'maintenance', params: { orderNo: 'WO20261129000001', serial: 'SN-7', orderId: 1, orderKind: '2' }, title: 'stored', content: 'stored', read: false };

function mockMessages(rows: MessageRecord[] = [LEASE, UNKNOWN]) {
  let state = rows.map((r) => ({ ...r }));
  const calls = mockApi((method, path, body) => {
    if (path.startsWith('/mems/userMessage/page')) {
      const read = /read=(\w+)/.exec(path)?.[1];
      const shown = state.filter((m) => !read || (read === 'unread' ? !m.read : m.read));
      return ok({ total: shown.length, rows: shown });
    }
    if (path.startsWith('/mems/userMessage/unreadCount')) return ok({ count: state.filter((m) => !m.read).length, capped: false });
    if (method === 'PUT' && path === '/mems/userMessage/updateReadStatus') {
      const ids = (body as { messageIds?: string[] }).messageIds;
      const before = state.filter((m) => !m.read).length;
      state = state.map((m) => (!ids || ids.includes(m.messageId) ? { ...m, read: true } : m));
      return ok({ marked: before - state.filter((m) => !m.read).length, more: false });
    }
    return ok(null);
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('MessagePage', () => {
  it('says each message in the reader’s language from its type and facts, and a type it does not know by its stored text', async () => {
    mockMessages();
    renderScreen(MessagePage, '/user/message', ['*:*:*']);
    expect((await screen.findByTestId('message-title-lease-1')).textContent).toBe('Lease due within 7 day(s): SN-42');
    expect(screen.getByTestId('message-content-lease-1').textContent).toContain('is due on 2026-12-31');
    expect(screen.getByTestId('message-title-future-1').textContent).toBe('Something new happened');
    expect(screen.getByTestId('message-status-lease-1').textContent).toBe('Unread');
    expect(screen.getByTestId('message-status-future-1').textContent).toBe('Read');
    expect(screen.getByTestId('message-open-lease-1')).toBeTruthy();
    await i18n.changeLanguage('zh-TW');
    try {
      await waitFor(() => expect(screen.getByTestId('message-title-lease-1').textContent).toBe('租賃將在 7 天內到期：SN-42'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('marks one message read, then all; the unread filter then shows its empty state', async () => {
    const calls = mockMessages([LEASE, { ...LEASE, messageId: 'lease-2' }]);
    renderScreen(MessagePage, '/user/message', ['*:*:*']);
    fireEvent.click(await screen.findByTestId('message-read-lease-1'));
    await waitFor(() => expect(screen.getByTestId('message-status-lease-1').textContent).toBe('Read'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ messageIds: ['lease-1'] });
    expect(screen.queryByTestId('message-read-lease-1')).toBeNull();
    fireEvent.click(screen.getByTestId('message-all-read'));
    await waitFor(() => expect(screen.getByTestId('message-status-lease-2').textContent).toBe('Read'));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ all: true });
    fireEvent.change(screen.getByTestId('message-search-read'), { target: { value: 'unread' } });
    fireEvent.click(screen.getByTestId('message-search-submit'));
    expect((await screen.findByTestId('message-empty')).textContent).toBe('No unread messages');
  });

  it('says a work-order message by its type and opens the orders list on that order', async () => {
    mockMessages([ORDER]);
    const { router } = renderWithApp(
      [
        { path: '/user/message', component: MessagePage },
        { path: '/workorder/order', component: () => <p data-testid="orders-screen" /> },
      ],
      { at: '/user/message', seed: (client) => client.setQueryData(['auth', 'info'], { permissions: ['*:*:*'], roles: [] }) },
    );
    expect((await screen.findByTestId('message-title-order-1')).textContent).toBe('Work order WO20261129000001 dispatched to you');
    expect(screen.getByTestId('message-content-order-1').textContent).toContain('Device SN-7');
    fireEvent.click(screen.getByTestId('message-open-order-1'));
    await screen.findByTestId('orders-screen');
    expect(router.state.location.search).toEqual({ keyword: 'WO20261129000001' });
  });

  it('opens what a lease message is about only for a reader who may see sales records', async () => {
    mockMessages();
    renderScreen(MessagePage, '/user/message', []);
    await screen.findByTestId('message-title-lease-1');
    expect(screen.queryByTestId('message-open-lease-1')).toBeNull();
  });
});

describe('MessageIndicator', () => {
  it('shows the unread count and opens My messages on the unread ones', async () => {
    mockMessages();
    const { router } = renderWithApp([{ path: '/', component: MessageIndicator }, { path: '/user/message', component: () => <p data-testid="messages-screen" /> }], { at: '/' });
    expect((await screen.findByTestId('message-indicator-count')).textContent).toBe('1');
    expect(screen.getByTestId('message-indicator').getAttribute('aria-label')).toBe('My messages, 1 unread');
    fireEvent.click(screen.getByTestId('message-indicator'));
    await screen.findByTestId('messages-screen');
    expect(router.state.location.search).toEqual({ read: 'unread' });
  });
});
