import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { OperLogRecord } from '@aed/shared/schemas/monitor';
import OperLogPage from './operlog-page';
import { fakeCleanTask } from '../../../test/clean-task-server';
import { callsOf, json, mockFetch, ok, renderWith, type FetchMock } from './test-harness';

const row = (over: Partial<OperLogRecord>): OperLogRecord => ({
  operId: 'aaaaaaaaa00000001',
  title: 'config',
  businessType: 'update',
  requestMethod: 'PUT',
  operName: 'admin',
  deptId: 100,
  operUrl: '/prod-api/upms/system/config/update',
  operIp: '203.0.113.7',
  operParam: '{"body":{"configKey":"x","password":"******"}}',
  jsonResult: 'null',
  status: '0',
  errorMsg: '',
  costTime: 12,
  operTime: '2026-11-20T08:09:10.000Z',
  ...over,
});
const PAGE1 = [row({}), row({ operId: 'aaaaaaaaa00000002', businessType: 'delete', status: '1', errorMsg: 'operlog.notFound', operName: 'ops' })];
const PAGE2 = [row({ operId: 'aaaaaaaaa00000003', operName: 'late', operTime: '2026-10-31T23:00:00.000Z' })];

let fetchMock: FetchMock;
function mockApi(extra: (url: URL, init: RequestInit) => Response | undefined = () => undefined) {
  fetchMock = mockFetch((url, init) => {
    if ((init.method ?? 'GET') === 'GET' && url.pathname === '/prod-api/logs/operlog/page') {
      return url.searchParams.get('cursor') === 'c2' ? ok({ total: 3, rows: PAGE2 }) : ok({ total: 3, rows: PAGE1, next: 'c2' });
    }
    if (url.pathname === '/prod-api/logs/operlog/info') return ok(PAGE1.find((r) => r.operId === url.searchParams.get('operId')));
    return extra(url, init);
  });
}
const calls = () => callsOf(fetchMock);

afterEach(() => vi.unstubAllGlobals());

describe('OperLogPage', () => {
  it('lists a page with translated types and statuses, and pages forward and back by cursor', async () => {
    mockApi();
    await renderWith(<OperLogPage />);
    const first = await screen.findByTestId('operlog-row-aaaaaaaaa00000001');
    expect(within(first).getByText('Update')).toBeTruthy();
    expect(within(first).getByText('Success')).toBeTruthy();
    expect(within(screen.getByTestId('operlog-row-aaaaaaaaa00000002')).getByText('Failure')).toBeTruthy();
    expect(screen.getByTestId('operlog-total').textContent).toBe('Total 3');
    expect(calls()[0].url).toBe('/prod-api/logs/operlog/page?limit=10');

    fireEvent.click(screen.getByTestId('operlog-next'));
    expect(await screen.findByTestId('operlog-row-aaaaaaaaa00000003')).toBeTruthy();
    expect(calls().at(-1)?.url).toBe('/prod-api/logs/operlog/page?limit=10&cursor=c2');
    expect(screen.getByTestId('operlog-pageno').textContent).toBe('Page 2 of 2');
    await waitFor(() => expect((screen.getByTestId('operlog-next') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByTestId('operlog-prev'));
    expect(await screen.findByTestId('operlog-row-aaaaaaaaa00000001')).toBeTruthy();
  });

  it('sends the search filters and restarts from the first page', async () => {
    mockApi();
    await renderWith(<OperLogPage />);
    await screen.findByTestId('operlog-row-aaaaaaaaa00000001');
    fireEvent.change(screen.getByTestId('operlog-search-operName'), { target: { value: ' ops ' } });
    fireEvent.change(screen.getByTestId('operlog-search-type'), { target: { value: 'delete' } });
    fireEvent.change(screen.getByTestId('operlog-search-status'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('operlog-search-begin'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByTestId('operlog-search-submit'));
    await waitFor(() =>
      expect(calls().at(-1)?.url).toBe('/prod-api/logs/operlog/page?operName=ops&businessType=delete&status=1&beginTime=2026-10-01&limit=10'),
    );
  });

  it('shows the detail of a log with masked parameters and a translated error', async () => {
    mockApi();
    await renderWith(<OperLogPage />);
    await screen.findByTestId('operlog-row-aaaaaaaaa00000002');
    fireEvent.click(screen.getByTestId('operlog-detail-aaaaaaaaa00000002'));
    const dialog = await screen.findByTestId('operlog-detail-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('operlog-detail-param').textContent).toContain('"password": "******"'));
    expect(within(dialog).getByTestId('operlog-detail-error').textContent).toBe('The operation log does not exist');
    expect(within(dialog).getByTestId('operlog-detail-operName').textContent).toBe('ops');
  });

  it('deletes the selected logs after confirmation', async () => {
    mockApi((url, init) => (init.method === 'DELETE' ? ok(null) : undefined));
    await renderWith(<OperLogPage />);
    await screen.findByTestId('operlog-row-aaaaaaaaa00000001');
    fireEvent.click(screen.getByTestId('operlog-check-aaaaaaaaa00000001'));
    fireEvent.click(screen.getByTestId('operlog-check-aaaaaaaaa00000002'));
    await waitFor(() => expect((screen.getByTestId('operlog-delete') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('operlog-delete'));
    expect((await screen.findByTestId('operlog-delete-dialog')).textContent).toContain('Delete the 2 selected operation logs?');
    fireEvent.click(screen.getByTestId('operlog-delete-confirm'));
    await waitFor(() => expect(calls().some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls().find((c) => c.method === 'DELETE')?.url).toBe('/prod-api/logs/operlog/delete?ids=aaaaaaaaa00000001%2Caaaaaaaaa00000002');
  });

  it('cleans only after confirmation, in the background: progress shown, button disabled, the list refreshed at the end', async () => {
    const server = fakeCleanTask({ kind: 'operlogClean', startPath: '/prod-api/logs/operlog/clean', statusPath: '/prod-api/logs/operlog/clean/status' });
    mockApi(server.handle);
    await renderWith(<OperLogPage />);
    await screen.findByTestId('operlog-row-aaaaaaaaa00000001');
    fireEvent.click(screen.getByTestId('operlog-clean'));
    await screen.findByTestId('operlog-clean-dialog');
    fireEvent.click(screen.getByTestId('operlog-clean-cancel'));
    await waitFor(() => expect(screen.queryByTestId('operlog-clean-dialog')).toBeNull());
    expect(calls().some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByTestId('operlog-clean'));
    fireEvent.click(await screen.findByTestId('operlog-clean-confirm'));
    // The request answers at once; the screen follows the task's progress.
    await screen.findByTestId('operlog-clean-progress');
    expect((screen.getByTestId('operlog-clean') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId('operlog-clean-progress-text').textContent).toBe('Cleaning in the background: 1500 records deleted so far'));
    const pageCalls = () => calls().filter((c) => c.url.startsWith('/prod-api/logs/operlog/page')).length;
    const before = pageCalls();
    await waitFor(() => expect(screen.queryByTestId('operlog-clean-progress')).toBeNull(), { timeout: 5000 });
    expect((screen.getByTestId('operlog-clean') as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(pageCalls()).toBeGreaterThan(before));
    expect(server.state.starts).toBe(1);
    expect(calls().filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(calls().some((c) => c.url === '/prod-api/logs/operlog/clean/status?taskId=task0000001')).toBe(true);
  });

  it('follows a clean already running when the screen opens (after a reload), with the button disabled until it ends', async () => {
    const server = fakeCleanTask({ kind: 'operlogClean', startPath: '/prod-api/logs/operlog/clean', statusPath: '/prod-api/logs/operlog/clean/status', runningAtStart: true });
    mockApi(server.handle);
    await renderWith(<OperLogPage />);
    await screen.findByTestId('operlog-clean-progress');
    await waitFor(() => expect((screen.getByTestId('operlog-clean') as HTMLButtonElement).disabled).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('operlog-clean-progress')).toBeNull(), { timeout: 5000 });
    expect((screen.getByTestId('operlog-clean') as HTMLButtonElement).disabled).toBe(false);
    expect(server.state.starts).toBe(0);
  });

  it('asks nothing the user may not see: no clean status without the clean permission (no 403)', async () => {
    mockApi((url) => (url.pathname === '/prod-api/logs/operlog/clean/status' ? json({ code: 403, msg: 'x', errorCode: 'common.forbidden' }, 403) : undefined));
    await renderWith(<OperLogPage />, ['monitor:operlog:list']);
    await screen.findByTestId('operlog-row-aaaaaaaaa00000001');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls().map((c) => c.url)).not.toContainEqual(expect.stringContaining('/clean/status'));
  });

  it('hides the actions the user has no permission for', async () => {
    mockApi();
    await renderWith(<OperLogPage />, ['monitor:operlog:list']);
    await screen.findByTestId('operlog-row-aaaaaaaaa00000001');
    expect(screen.queryByTestId('operlog-delete')).toBeNull();
    expect(screen.queryByTestId('operlog-clean')).toBeNull();
    expect(screen.queryByTestId('operlog-export')).toBeNull();
    expect(screen.queryByTestId('operlog-detail-aaaaaaaaa00000001')).toBeNull();
  });

  it('shows a server refusal of the search range as a translated message', async () => {
    fetchMock = mockFetch(() => json({ code: 400, msg: 'x', errorCode: 'log.rangeTooLong', params: { months: 12 } }, 400));
    await renderWith(<OperLogPage />);
    expect((await screen.findByTestId('operlog-load-error')).textContent).toContain('The time range may span at most 12 months');
  });
});
