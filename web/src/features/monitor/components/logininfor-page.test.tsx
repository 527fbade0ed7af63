import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginLogRecord } from '@aed/shared/schemas/monitor';
import LoginInforPage from './logininfor-page';
import { fakeCleanTask } from '../../../test/clean-task-server';
import { callsOf, json, mockFetch, ok, renderWith, type FetchMock } from './test-harness';

const row = (over: Partial<LoginLogRecord>): LoginLogRecord => ({
  infoId: 'bbbbbbbbb00000001',
  userName: 'alice',
  ipaddr: '10.0.0.5',
  loginLocation: 'Intranet IP',
  browser: 'Chrome 140',
  os: 'Linux',
  status: '0',
  msg: 'Login successful',
  loginTime: '2026-11-20T08:09:10.000Z',
  ...over,
});
const ROWS = [row({}), row({ infoId: 'bbbbbbbbb00000002', userName: 'bob', loginLocation: '', status: '1', msg: 'Too many failed logins: the account is locked for 10 minutes' })];

let fetchMock: FetchMock;
function mockApi(extra: (url: URL, init: RequestInit) => Response | undefined = () => undefined) {
  fetchMock = mockFetch((url, init) => {
    if ((init.method ?? 'GET') === 'GET' && url.pathname === '/prod-api/logs/logininfor/page') return ok({ total: 2, rows: ROWS });
    return extra(url, init);
  });
}
const calls = () => callsOf(fetchMock);

afterEach(() => vi.unstubAllGlobals());

describe('LoginInforPage', () => {
  it('lists login logs with location, status and message', async () => {
    mockApi();
    await renderWith(<LoginInforPage />);
    const alice = await screen.findByTestId('logininfor-row-bbbbbbbbb00000001');
    expect(within(alice).getByText('Intranet')).toBeTruthy();
    expect(within(alice).getByText('Login successful')).toBeTruthy();
    const bob = screen.getByTestId('logininfor-row-bbbbbbbbb00000002');
    expect(within(bob).getByText('Unknown')).toBeTruthy();
    expect(within(bob).getByText('Failure')).toBeTruthy();
    expect(screen.getByTestId('logininfor-total').textContent).toBe('Total 2');
    expect((screen.getByTestId('logininfor-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the search filters', async () => {
    mockApi();
    await renderWith(<LoginInforPage />);
    await screen.findByTestId('logininfor-row-bbbbbbbbb00000001');
    fireEvent.change(screen.getByTestId('logininfor-search-userName'), { target: { value: 'bob' } });
    fireEvent.change(screen.getByTestId('logininfor-search-ipaddr'), { target: { value: '10.0.' } });
    fireEvent.change(screen.getByTestId('logininfor-search-status'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('logininfor-search-submit'));
    await waitFor(() => expect(calls().at(-1)?.url).toBe('/prod-api/logs/logininfor/page?userName=bob&ipaddr=10.0.&status=1&limit=10'));
  });

  it("unlocks the selected row's account after confirmation", async () => {
    mockApi((url, init) => (init.method === 'PUT' && url.pathname === '/prod-api/logs/logininfor/unlock' ? ok(null) : undefined));
    await renderWith(<LoginInforPage />);
    await screen.findByTestId('logininfor-row-bbbbbbbbb00000002');
    expect((screen.getByTestId('logininfor-unlock') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('logininfor-check-bbbbbbbbb00000002'));
    await waitFor(() => expect((screen.getByTestId('logininfor-unlock') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('logininfor-unlock'));
    expect((await screen.findByTestId('logininfor-unlock-dialog')).textContent).toContain('Lift the failed-login lock of account bob?');
    fireEvent.click(screen.getByTestId('logininfor-unlock-confirm'));
    await waitFor(() => expect(calls().find((c) => c.method === 'PUT')?.url).toBe('/prod-api/logs/logininfor/unlock?userName=bob'));
  });

  it('shows a refused unlock (account outside the organization) as a translated error', async () => {
    mockApi((url, init) =>
      init.method === 'PUT' ? json({ code: 403, msg: 'x', errorCode: 'logininfor.userOutOfScope' }, 403) : undefined,
    );
    await renderWith(<LoginInforPage />);
    await screen.findByTestId('logininfor-row-bbbbbbbbb00000002');
    fireEvent.click(screen.getByTestId('logininfor-check-bbbbbbbbb00000002'));
    await waitFor(() => expect((screen.getByTestId('logininfor-unlock') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('logininfor-unlock'));
    fireEvent.click(await screen.findByTestId('logininfor-unlock-confirm'));
    await waitFor(() => expect(screen.queryByTestId('logininfor-unlock-dialog')).toBeNull());
    expect(calls().filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('deletes the selected logs and cleans all (in the background, with its progress), each after confirmation', async () => {
    const server = fakeCleanTask({ kind: 'logininforClean', startPath: '/prod-api/logs/logininfor/clean', statusPath: '/prod-api/logs/logininfor/clean/status' });
    mockApi((url, init) => {
      if (init.method === 'DELETE' && url.pathname === '/prod-api/logs/logininfor/delete') return ok(null);
      return server.handle(url, init);
    });
    await renderWith(<LoginInforPage />);
    await screen.findByTestId('logininfor-row-bbbbbbbbb00000001');
    fireEvent.click(screen.getByTestId('logininfor-check-bbbbbbbbb00000001'));
    await waitFor(() => expect((screen.getByTestId('logininfor-delete') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('logininfor-delete'));
    expect((await screen.findByTestId('logininfor-delete-dialog')).textContent).toContain('Delete the selected login log?');
    fireEvent.click(screen.getByTestId('logininfor-delete-confirm'));
    await waitFor(() => expect(calls().find((c) => c.method === 'DELETE')?.url).toBe('/prod-api/logs/logininfor/delete?ids=bbbbbbbbb00000001'));
    await waitFor(() => expect(screen.queryByTestId('logininfor-delete-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('logininfor-clean'));
    fireEvent.click(await screen.findByTestId('logininfor-clean-confirm'));
    await waitFor(() => expect(calls().some((c) => c.url === '/prod-api/logs/logininfor/clean')).toBe(true));
    await screen.findByTestId('logininfor-clean-progress');
    expect((screen.getByTestId('logininfor-clean') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('logininfor-clean-progress')).toBeNull(), { timeout: 5000 });
    expect((screen.getByTestId('logininfor-clean') as HTMLButtonElement).disabled).toBe(false);
    expect(server.state.starts).toBe(1);
  });

  it('asks nothing the user may not see: no clean status without the clean permission (no 403)', async () => {
    mockApi((url) => (url.pathname === '/prod-api/logs/logininfor/clean/status' ? json({ code: 403, msg: 'x', errorCode: 'common.forbidden' }, 403) : undefined));
    await renderWith(<LoginInforPage />, ['monitor:logininfor:list']);
    await screen.findByTestId('logininfor-row-bbbbbbbbb00000001');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls().map((c) => c.url)).not.toContainEqual(expect.stringContaining('/clean/status'));
  });

  it('hides the actions the user has no permission for', async () => {
    mockApi();
    await renderWith(<LoginInforPage />, ['monitor:logininfor:list']);
    await screen.findByTestId('logininfor-row-bbbbbbbbb00000001');
    for (const id of ['logininfor-delete', 'logininfor-clean', 'logininfor-unlock', 'logininfor-export']) expect(screen.queryByTestId(id)).toBeNull();
  });
});
