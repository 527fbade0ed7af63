import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OnlineUser } from '@aed/shared/schemas/auth';
import OnlinePage from './online-page';
import { callsOf, json, mockFetch, ok, renderWith, type FetchMock } from './test-harness';

const user = (over: Partial<OnlineUser>): OnlineUser => ({
  tokenId: '11111111-2222-4333-8444-555555555555',
  userName: 'alice',
  deptName: 'Branch 105',
  ipaddr: '203.0.113.7',
  browser: 'Firefox 128',
  os: 'Windows 10',
  loginTime: '2026-11-20T08:09:10.000Z',
  lastAccessTime: '2026-11-20T08:19:10.000Z',
  ...over,
});
const USERS = [user({}), user({ tokenId: '99999999-2222-4333-8444-555555555555', userName: 'bob', deptName: 'Branch 106' })];

let fetchMock: FetchMock;
function mockApi(extra: (url: URL, init: RequestInit) => Response | undefined = () => undefined) {
  fetchMock = mockFetch((url, init) => {
    if ((init.method ?? 'GET') === 'GET' && url.pathname === '/prod-api/monitor/online/list') return ok(USERS);
    return extra(url, init);
  });
}
const calls = () => callsOf(fetchMock);

afterEach(() => vi.unstubAllGlobals());

describe('OnlinePage', () => {
  it('lists the live sessions with organization, address, browser and login time', async () => {
    mockApi();
    await renderWith(<OnlinePage />);
    const alice = await screen.findByTestId('online-row-alice');
    expect(within(alice).getByText('Branch 105')).toBeTruthy();
    expect(within(alice).getByText('Firefox 128')).toBeTruthy();
    expect(alice.textContent).toMatch(/2026-11-2\d \d{2}:\d{2}:10/);
    expect(screen.getByTestId('online-total').textContent).toBe('Total 2');
  });

  it('sends the filters', async () => {
    mockApi();
    await renderWith(<OnlinePage />);
    await screen.findByTestId('online-row-alice');
    fireEvent.change(screen.getByTestId('online-search-ipaddr'), { target: { value: ' 203.0 ' } });
    fireEvent.change(screen.getByTestId('online-search-userName'), { target: { value: 'bo' } });
    fireEvent.click(screen.getByTestId('online-search-submit'));
    await waitFor(() => expect(calls().at(-1)?.url).toBe('/prod-api/monitor/online/list?ipaddr=203.0&userName=bo'));
  });

  it('fetches a fresh list when searching again with the same filters', async () => {
    mockApi();
    await renderWith(<OnlinePage />);
    await screen.findByTestId('online-row-alice');
    const lists = () => calls().filter((c) => c.url.startsWith('/prod-api/monitor/online/list')).length;
    const before = lists();
    fireEvent.click(screen.getByTestId('online-search-submit'));
    await waitFor(() => expect(lists()).toBe(before + 1));
    fireEvent.click(screen.getByTestId('online-search-submit'));
    await waitFor(() => expect(lists()).toBe(before + 2));
  });

  it('forces a logout only after confirmation', async () => {
    mockApi((url, init) => (init.method === 'DELETE' ? ok(null) : undefined));
    await renderWith(<OnlinePage />);
    await screen.findByTestId('online-row-bob');
    fireEvent.click(screen.getByTestId('online-row-force-bob'));
    expect((await screen.findByTestId('online-force-dialog')).textContent).toContain('End the session of bob?');
    fireEvent.click(screen.getByTestId('online-force-cancel'));
    await waitFor(() => expect(screen.queryByTestId('online-force-dialog')).toBeNull());
    expect(calls().some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByTestId('online-row-force-bob'));
    fireEvent.click(await screen.findByTestId('online-force-confirm'));
    await waitFor(() => expect(calls().find((c) => c.method === 'DELETE')?.url).toBe('/prod-api/monitor/online/99999999-2222-4333-8444-555555555555'));
  });

  it('keeps the list when the server refuses (a session outside the organization answers as ended)', async () => {
    mockApi((url, init) => (init.method === 'DELETE' ? json({ code: 404, msg: 'x', errorCode: 'online.notFound' }, 404) : undefined));
    await renderWith(<OnlinePage />);
    await screen.findByTestId('online-row-bob');
    fireEvent.click(screen.getByTestId('online-row-force-bob'));
    fireEvent.click(await screen.findByTestId('online-force-confirm'));
    await waitFor(() => expect(screen.queryByTestId('online-force-dialog')).toBeNull());
    expect(screen.getByTestId('online-row-bob')).toBeTruthy();
  });

  it('hides force logout without the permission', async () => {
    mockApi();
    await renderWith(<OnlinePage />, ['monitor:online:list']);
    await screen.findByTestId('online-row-alice');
    expect(screen.queryByTestId('online-row-force-alice')).toBeNull();
  });
});
