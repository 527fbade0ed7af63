import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeCleanTask } from '../../../test/clean-task-server';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { englishI18n } from '../../../test/english-i18n';
import { inRouter } from '../../../test/render';
import type { JobLogRecord, JobRecord } from '@aed/shared/schemas/job';
import JobPage from './job-page';

const system = createSystem(defaultConfig);

const job = (over: Partial<JobRecord>): JobRecord => ({
  jobId: 1,
  jobName: 'Clean expired sessions',
  jobGroup: 'system',
  invokeTarget: 'cleanExpiredSessions',
  params: '',
  cronExpression: '0 */5 * * * *',
  misfirePolicy: '3',
  concurrent: '1',
  status: '0',
  remark: '',
  createBy: 'system',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  nextValidTime: '2026-01-02T03:05:00.000Z',
  ...over,
});

const ROWS: JobRecord[] = [job({}), job({ jobId: 101, jobName: 'Nightly captchas', jobGroup: 'default', invokeTarget: 'cleanExpiredCaptchas', cronExpression: '0 0 2 * * ?' })];
const TARGETS = [
  { name: 'cleanExpiredSessions', description: 'Remove sessions', defaultCron: '0 */5 * * * *' },
  { name: 'cleanExpiredCaptchas', description: 'Remove captchas', defaultCron: '0 */10 * * * *' },
];
const LOGS: JobLogRecord[] = [
  { jobLogId: 'log-1', jobId: 101, jobName: 'Nightly captchas', jobGroup: 'default', invokeTarget: 'cleanExpiredCaptchas', status: '1', message: 'Failed', error: 'disk full', startTime: '2026-01-02T02:00:00.000Z', durationMs: 12 },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ code: 200, msg: 'ok', data });

type Handler = (url: URL, init: RequestInit) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

function mockApi(other?: Handler) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = other?.(url, init);
    if (answer) return answer;
    if (url.pathname === '/prod-api/monitor/job/page') return ok({ total: ROWS.length, rows: ROWS });
    if (url.pathname === '/prod-api/monitor/job/targets') return ok(TARGETS);
    if (url.pathname === '/prod-api/monitor/jobLog/page') return ok({ total: LOGS.length, rows: LOGS });
    if (url.pathname === '/prod-api/monitor/job/cron/next') {
      const expr = url.searchParams.get('cronExpression');
      if (expr === 'bad') return json({ code: 400, msg: 'The cron expression is invalid', errorCode: 'job.cronInvalid' }, 400);
      return ok(['2026-01-03T02:00:00.000Z', '2026-01-04T02:00:00.000Z', '2026-01-05T02:00:00.000Z', '2026-01-06T02:00:00.000Z', '2026-01-07T02:00:00.000Z']);
    }
    return json({ code: 404, msg: 'No such API route', errorCode: 'common.routeNotFound' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
}

const calls = () => fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), method: init?.method ?? 'GET', body: init?.body }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n(['job', 'errors', 'common']);
});

async function renderPage(permissions: string[] = ['*:*:*']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['auth', 'info'], { permissions, roles: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  return render((await inRouter(<JobPage />)).element, { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobPage', () => {
  it('lists the jobs with group, target, cron and status, and hides delete for built-in jobs', async () => {
    mockApi();
    await renderPage();
    const row = await screen.findByTestId('job-row-1');
    expect(within(row).getByText('Clean expired sessions')).toBeTruthy();
    expect(within(row).getByText('System')).toBeTruthy();
    expect(within(row).getByText('0 */5 * * * *')).toBeTruthy();
    expect(within(row).getByText('Normal')).toBeTruthy();
    expect(screen.queryByTestId('job-row-delete-1')).toBeNull();
    expect(screen.getByTestId('job-row-delete-101')).toBeTruthy();
    expect(screen.getByTestId('job-total').textContent).toBe('Total 2');
    expect(calls()[0]).toMatchObject({ method: 'GET', url: '/prod-api/monitor/job/page?page=1&limit=10' });
  });

  it('sends the search filters', async () => {
    mockApi();
    await renderPage();
    await screen.findByTestId('job-row-1');
    fireEvent.change(screen.getByTestId('job-search-name'), { target: { value: ' nightly ' } });
    fireEvent.change(screen.getByTestId('job-search-status'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('job-search-submit'));
    await waitFor(() => expect(calls().at(-1)?.url).toBe('/prod-api/monitor/job/page?jobName=nightly&status=1&page=1&limit=10'));
  });

  it('hides the actions the user has no permission for', async () => {
    mockApi();
    await renderPage(['monitor:job:list']);
    await screen.findByTestId('job-row-1');
    expect(screen.queryByTestId('job-add')).toBeNull();
    expect(screen.queryByTestId('job-edit')).toBeNull();
    expect(screen.queryByTestId('job-delete')).toBeNull();
    expect(screen.queryByTestId('job-export')).toBeNull();
    expect(screen.queryByTestId('job-row-run-1')).toBeNull();
    expect(screen.queryByTestId('job-row-status-1')).toBeNull();
  });

  it('adds a job chosen from the registered targets, previewing the next fire times', async () => {
    mockApi((url, init) => (init.method === 'POST' && url.pathname === '/prod-api/monitor/job/add' ? ok(job({ jobId: 102 })) : undefined));
    await renderPage();
    await screen.findByTestId('job-row-1');
    fireEvent.click(screen.getByTestId('job-add'));
    fireEvent.change(await screen.findByTestId('job-form-name'), { target: { value: 'Captchas at night' } });
    await waitFor(() => expect(screen.getByTestId('job-form-target').querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('job-form-target'), { target: { value: 'cleanExpiredCaptchas' } });
    // the target's default schedule is proposed
    expect((screen.getByTestId('job-form-cron') as HTMLInputElement).value).toBe('0 */10 * * * *');
    fireEvent.change(screen.getByTestId('job-form-cron'), { target: { value: '0 0 2 * * ?' } });
    await waitFor(() => expect(screen.getAllByTestId('job-cron-preview-time')).toHaveLength(5));
    expect(calls().some((c) => c.url === '/prod-api/monitor/job/cron/next?cronExpression=0+0+2+*+*+%3F')).toBe(true);

    fireEvent.click(screen.getByTestId('job-form-submit'));
    await waitFor(() => expect(screen.queryByTestId('job-form-dialog')).toBeNull());
    const post = calls().find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      jobName: 'Captchas at night',
      jobGroup: 'default',
      invokeTarget: 'cleanExpiredCaptchas',
      params: '',
      cronExpression: '0 0 2 * * ?',
      misfirePolicy: '3',
      concurrent: '1',
      status: '0',
      remark: '',
    });
  });

  it('shows an invalid cron in the preview and a refused one on the field, without closing', async () => {
    mockApi((url, init) =>
      init.method === 'POST' ? json({ code: 400, msg: 'The cron expression is invalid', errorCode: 'job.cronInvalid' }, 400) : undefined,
    );
    await renderPage();
    await screen.findByTestId('job-row-1');
    fireEvent.click(screen.getByTestId('job-add'));
    fireEvent.change(await screen.findByTestId('job-form-name'), { target: { value: 'X' } });
    await waitFor(() => expect(screen.getByTestId('job-form-target').querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('job-form-target'), { target: { value: 'cleanExpiredCaptchas' } });
    fireEvent.change(screen.getByTestId('job-form-cron'), { target: { value: 'bad' } });
    expect((await screen.findByTestId('job-cron-preview-error')).textContent).toBe('The cron expression is invalid');
    fireEvent.click(screen.getByTestId('job-form-submit'));
    expect((await screen.findByTestId('job-form-cron-error')).textContent).toBe('The cron expression is invalid');
    expect(screen.getByTestId('job-form-dialog')).toBeTruthy();
  });

  it('refuses to submit without a target, without calling the API', async () => {
    mockApi();
    await renderPage();
    await screen.findByTestId('job-row-1');
    fireEvent.click(screen.getByTestId('job-add'));
    fireEvent.change(await screen.findByTestId('job-form-name'), { target: { value: 'No target' } });
    fireEvent.change(screen.getByTestId('job-form-cron'), { target: { value: '0 0 2 * * ?' } });
    fireEvent.click(screen.getByTestId('job-form-submit'));
    expect((await screen.findByTestId('job-form-target-error')).textContent).toBe('This field is required');
    expect(calls().some((c) => c.method !== 'GET')).toBe(false);
  });

  it('shows a taken name refused by the server on the name field, with the same words as every dialog', async () => {
    mockApi((url, init) => {
      if (url.pathname === '/prod-api/monitor/job/info') return ok(ROWS[1]);
      if (init.method === 'PUT') return json({ code: 409, msg: 'x', errorCode: 'job.nameExists' }, 409);
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('job-row-edit-101'));
    const name = (await screen.findByTestId('job-form-name')) as HTMLInputElement;
    expect(name.value).toBe('Nightly captchas');
    expect(screen.getByTestId('job-form-submit').textContent).toBe('Save');
    expect(screen.getByTestId('job-form-cancel').textContent).toBe('Cancel');
    fireEvent.change(name, { target: { value: 'Clean expired sessions' } });
    fireEvent.click(screen.getByTestId('job-form-submit'));
    expect((await screen.findByTestId('job-form-name-error')).textContent).toBe('A job with this name already exists in the group');
    expect(screen.getByTestId('job-form-dialog')).toBeTruthy();
    expect(JSON.parse(String(calls().find((c) => c.method === 'PUT')?.body))).toMatchObject({ jobId: 101, jobName: 'Clean expired sessions' });
  });

  it('pauses a job after confirmation', async () => {
    mockApi((url, init) => (init.method === 'PUT' && url.pathname === '/prod-api/monitor/job/changeStatus' ? ok(job({ jobId: 101, status: '1' })) : undefined));
    await renderPage();
    await screen.findByTestId('job-row-101');
    fireEvent.click(within(screen.getByTestId('job-row-status-101')).getByRole('checkbox'));
    expect((await screen.findByTestId('job-confirm')).textContent).toContain('Pause the job "Nightly captchas"?');
    expect(calls().some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('job-confirm-confirm'));
    await waitFor(() => expect(calls().some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(calls().find((c) => c.method === 'PUT')?.body))).toEqual({ jobId: 101, status: '1' });
  });

  it('runs a job once after confirmation', async () => {
    mockApi((url, init) => (init.method === 'PUT' && url.pathname === '/prod-api/monitor/job/run' ? ok({ status: '0', affected: 3, durationMs: 5 }) : undefined));
    await renderPage();
    await screen.findByTestId('job-row-101');
    fireEvent.click(screen.getByTestId('job-row-run-101'));
    expect((await screen.findByTestId('job-confirm')).textContent).toContain('Run the job "Nightly captchas" once now?');
    fireEvent.click(screen.getByTestId('job-confirm-confirm'));
    await waitFor(() => expect(calls().find((c) => c.method === 'PUT')?.url).toBe('/prod-api/monitor/job/run'));
    expect(JSON.parse(String(calls().find((c) => c.method === 'PUT')?.body))).toEqual({ jobId: 101 });
  });

  it('deletes a job after confirmation and shows a refusal translated', async () => {
    mockApi((url, init) =>
      init.method === 'DELETE' ? json({ code: 409, msg: 'x', errorCode: 'job.builtinCannotDelete' }, 409) : undefined,
    );
    await renderPage();
    await screen.findByTestId('job-row-101');
    fireEvent.click(screen.getByTestId('job-row-delete-101'));
    expect((await screen.findByTestId('job-confirm')).textContent).toContain('Delete the job "Nightly captchas"?');
    fireEvent.click(screen.getByTestId('job-confirm-confirm'));
    await waitFor(() => expect(calls().find((c) => c.method === 'DELETE')?.url).toBe('/prod-api/monitor/job/delete?ids=101'));
  });

  it("opens a job's log with result, error and duration", async () => {
    mockApi();
    await renderPage();
    await screen.findByTestId('job-row-101');
    fireEvent.click(screen.getByTestId('job-row-log-101'));
    const row = await screen.findByTestId('job-log-row-log-1');
    expect(within(row).getByText('Failure')).toBeTruthy();
    expect(row.textContent).toContain('disk full');
    expect(row.textContent).toContain('12');
    const logCall = calls().find((c) => c.url.startsWith('/prod-api/monitor/jobLog/page'));
    expect(logCall?.url).toContain('jobId=101');
    expect(logCall?.url).toMatch(/month=\d{4}-\d{2}/);
  });

  it('clears the month of the job log in the background after confirmation, with its progress, then refreshes it', async () => {
    const server = fakeCleanTask({ kind: 'jobLogClean', startPath: '/prod-api/monitor/jobLog/clean', statusPath: '/prod-api/monitor/jobLog/clean/status' });
    mockApi(server.handle);
    await renderPage();
    await screen.findByTestId('job-row-101');
    fireEvent.click(screen.getByTestId('job-row-log-101'));
    await screen.findByTestId('job-log-row-log-1');
    fireEvent.click(screen.getByTestId('job-log-clean'));
    expect((await screen.findByTestId('job-log-confirm')).textContent).toMatch(/Delete every job-log row of \d{4}-\d{2}\?/);
    fireEvent.click(screen.getByTestId('job-log-confirm-confirm'));
    await screen.findByTestId('job-log-clean-progress');
    expect((screen.getByTestId('job-log-clean') as HTMLButtonElement).disabled).toBe(true);
    expect(calls().find((c) => c.method === 'DELETE')?.url).toMatch(/^\/prod-api\/monitor\/jobLog\/clean\?month=\d{4}-\d{2}$/);
    const logPages = () => calls().filter((c) => c.url.startsWith('/prod-api/monitor/jobLog/page')).length;
    const before = logPages();
    await waitFor(() => expect(screen.queryByTestId('job-log-clean-progress')).toBeNull(), { timeout: 5000 });
    expect((screen.getByTestId('job-log-clean') as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(logPages()).toBeGreaterThan(before));
    expect(server.state.starts).toBe(1);
  });
});
