/**
 * Scheduled jobs through the UI: reach the screen from the sidebar, add a job (required name, the next-fire preview,
 * an invalid cron refused at the field), refuse an unknown target, an invalid cron and a duplicate name through the
 * API, pause and resume, run once and read the run in the job log, clear the month's log in the background (progress,
 * then an empty list; decision 0029), refuse to delete a built-in job, delete the job after confirmation, and the cron
 * refusal in Chinese.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminToken, api, data, expectHidden, expectPath, expectText, launchBrowser, loginToLayout, newPage, tabsBar, tick, withScreenshot, type TestPage } from './helpers';
import { apiOk, expectSuccessToast, openMenu, runId, switchLanguage } from './admin-screens';

const RUN = runId();
const NAME = `E2E job ${RUN}`;
/** A registered job that is harmless to run at any time. */
const TARGET = 'cleanExpiredCaptchas';
const CRON = '0 30 3 * * ?';
const BAD_CRON = '61 * * * * ?';
/** Seeded built-in job (system group). */
const BUILTIN_JOB_ID = 2;

interface Job {
  jobId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  status: '0' | '1';
}
interface JobLog {
  jobLogId: string;
  jobId: number;
  status: string;
}

let browser: Browser;
let t: TestPage;
let token: string;
let jobId: number;

beforeAll(async () => {
  token = await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

async function findJob(name: string): Promise<Job | undefined> {
  const page = await apiOk<{ rows: Job[] }>('GET', '/monitor/job/page', { token, query: { page: 1, limit: 50, jobName: name } });
  return page.rows.find((j) => j.jobName === name);
}
/** Months of runs of the job, written straight into the table as the job runner writes them. */
async function writeJobRuns(count: number): Promise<void> {
  await data();
  const { JobLogEntity } = await import('../../functions/src/data/entities/job-entity');
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, k) => {
    const startTime = new Date(now - 60_000 - k * 1000).toISOString();
    return {
      jobLogId: `${RUN}x${k.toString(36).padStart(4, '0')}`,
      month: startTime.slice(0, 7),
      jobId,
      jobName: NAME,
      jobGroup: 'default',
      invokeTarget: TARGET,
      status: '0' as const,
      message: '0 affected',
      error: '',
      startTime,
      durationMs: 5,
      ttl: Math.floor(now / 1000) + 86_400,
    };
  });
  await JobLogEntity.put(rows).go({ concurrency: 4 });
}

const row = (id: number) => t.page.getByTestId(`job-row-${id}`);
const form = () => t.page.getByTestId('job-form-dialog');

async function openAddForm() {
  await t.page.getByTestId('job-add').click();
  await t.page.getByTestId('job-form-name').waitFor();
}
async function cancelForm() {
  await t.page.getByTestId('job-form-cancel').click();
  await expectHidden(form());
}

describe('scheduled jobs', () => {
  it('is reached from the sidebar: System monitoring > Scheduled jobs', () =>
    withScreenshot(t.page, '18-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, ['System monitoring', 'Scheduled jobs']);
      await page.getByTestId('job-page').waitFor();
      await expectPath(page, '/monitor/job');
      await expectText(tabsBar(page), 'Scheduled jobs');
      await row(BUILTIN_JOB_ID).waitFor();
      // the built-in jobs fill the first page of 10: the jobs this test adds show with them on a page of 20
      await page.getByTestId('job-page-size').selectOption('20');
      await expectPath(page, '/monitor/job');
    }));

  it('adds a job: required name, next-fire preview, an invalid cron refused at its field', () =>
    withScreenshot(t.page, '18-add', async () => {
      const { page } = t;
      await openAddForm();
      await page.getByTestId('job-form-submit').click();
      await expectText(page.getByTestId('job-form-name-error'), 'This field is required');

      await page.getByTestId('job-form-name').fill(NAME);
      await page.getByTestId('job-form-target').selectOption(TARGET);
      // Choosing a target proposes its default schedule (previewed at once).
      await expect.poll(() => page.getByTestId('job-form-cron').inputValue()).not.toBe('');
      await page.getByTestId('job-form-cron').fill(CRON);
      const times = page.getByTestId('job-cron-preview-time');
      await expect.poll(() => times.count(), { message: 'five fire times previewed' }).toBe(5);
      // Every previewed time is at 03:30:00 (the times are shown in the browser's zone, which is UTC here or not:
      // only the minutes are compared).
      for (const text of await times.allInnerTexts()) expect(text).toMatch(/:30(:00)?\b/);

      await page.getByTestId('job-form-cron').fill(BAD_CRON);
      await expectText(page.getByTestId('job-cron-preview-error'), 'The cron expression is invalid');
      await page.getByTestId('job-form-submit').click();
      const err = await expectText(page.getByTestId('job-form-cron-error'), 'The cron expression is invalid');
      expect(err).not.toMatch(/job\.cronInvalid/);
      expect(await findJob(NAME)).toBeUndefined();

      await page.getByTestId('job-form-cron').fill(CRON);
      await expect.poll(() => times.count()).toBe(5);
      await page.getByTestId('job-form-submit').click();
      await expectSuccessToast(page, 'Added successfully');
      await expectHidden(form());
      const job = await findJob(NAME);
      expect(job).toMatchObject({ jobGroup: 'default', invokeTarget: TARGET, cronExpression: CRON, status: '0' });
      jobId = job!.jobId;
      await expectText(row(jobId), NAME);
      await expectText(row(jobId), CRON);
    }));

  it('refuses an unknown target, an invalid cron and a duplicate name (API and screen)', () =>
    withScreenshot(t.page, '18-refusals', async () => {
      const { page } = t;
      const base = { jobName: `E2E other ${RUN}`, invokeTarget: TARGET, cronExpression: CRON };
      const unknown = await api('POST', '/monitor/job/add', { token, body: { ...base, invokeTarget: 'rm -rf /' } });
      expect([unknown.status, unknown.errorCode]).toEqual([400, 'job.targetUnknown']);
      const badCron = await api('POST', '/monitor/job/add', { token, body: { ...base, cronExpression: BAD_CRON } });
      expect([badCron.status, badCron.errorCode]).toEqual([400, 'job.cronInvalid']);
      const preview = await api('GET', '/monitor/job/cron/next', { token, query: { cronExpression: BAD_CRON } });
      expect([preview.status, preview.errorCode]).toEqual([400, 'job.cronInvalid']);
      const dup = await api('POST', '/monitor/job/add', { token, body: { ...base, jobName: NAME } });
      expect([dup.status, dup.errorCode]).toEqual([409, 'job.nameExists']);
      expect(await findJob(base.jobName)).toBeUndefined();

      await openAddForm();
      await page.getByTestId('job-form-name').fill(NAME);
      await page.getByTestId('job-form-target').selectOption(TARGET);
      await page.getByTestId('job-form-cron').fill(CRON);
      await page.getByTestId('job-form-submit').click();
      await expectText(page.getByTestId('job-form-name-error'), 'A job with this name already exists in the group');
      await cancelForm();
    }));

  it('pauses and resumes the job', () =>
    withScreenshot(t.page, '18-pause', async () => {
      const { page } = t;
      await page.getByTestId('job-search-name').fill(NAME);
      await page.getByTestId('job-search-submit').click();
      await expectText(page.getByTestId('job-total'), /\b1\b/);

      await page.getByTestId(`job-row-status-${jobId}`).click();
      await expectText(page.getByTestId('job-confirm'), `Pause the job "${NAME}"?`);
      await page.getByTestId('job-confirm-confirm').click();
      await expectSuccessToast(page, 'Job paused');
      await expectText(row(jobId), 'Paused');
      expect((await findJob(NAME))?.status).toBe('1');

      await page.getByTestId(`job-row-status-${jobId}`).click();
      await expectText(page.getByTestId('job-confirm'), `Resume the job "${NAME}"?`);
      await page.getByTestId('job-confirm-confirm').click();
      await expectSuccessToast(page, 'Job resumed');
      await expectText(row(jobId), 'Normal');
      expect((await findJob(NAME))?.status).toBe('0');
    }));

  it('runs the job once and shows the run in its log', () =>
    withScreenshot(t.page, '18-run', async () => {
      const { page } = t;
      await page.getByTestId(`job-row-run-${jobId}`).click();
      await expectText(page.getByTestId('job-confirm'), `Run the job "${NAME}" once now?`);
      await page.getByTestId('job-confirm-confirm').click();
      await expectSuccessToast(page, /The job ran successfully/);
      await expectHidden(page.getByTestId('job-confirm'));

      const logs = await apiOk<{ rows: JobLog[] }>('GET', '/monitor/jobLog/page', { token, query: { page: 1, limit: 50, jobId } });
      expect(logs.rows).toHaveLength(1);
      expect(logs.rows[0].status).toBe('0');

      await page.getByTestId(`job-row-log-${jobId}`).click();
      const dialog = page.getByTestId('job-log-dialog');
      await dialog.waitFor();
      const logRow = page.getByTestId(`job-log-row-${logs.rows[0].jobLogId}`);
      await expectText(logRow, NAME);
      await expectText(logRow, TARGET);
      await expectText(logRow, 'Success');
      expect(await page.locator('tr[data-testid^="job-log-row-"]').count()).toBe(1);
      // the run's sentence, and the month and year selects wide enough for their text (the longest month name too)
      await expectText(logRow, /\b\d+ affected\b/);
      const fits = (testId: string) =>
        page.getByTestId(testId).evaluate((el) => {
          const select = el as HTMLSelectElement;
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(select.options[select.selectedIndex].text).width <= room;
        });
      expect(await fits('job-log-month-year')).toBe(true);
      const month = await page.getByTestId('job-log-month').inputValue();
      await page.getByTestId('job-log-month').selectOption('9');
      expect(await fits('job-log-month')).toBe(true);
      await page.getByTestId('job-log-month').selectOption(month);
      await page.locator('tr[data-testid^="job-log-row-"]').first().waitFor();
      await page.getByTestId('job-log-close').click();
      await expectHidden(dialog);
    }));

  it("clears the month's job log in the background after confirmation: progress, then an empty list", () =>
    withScreenshot(t.page, '18-log-clean', async () => {
      const { page } = t;
      await writeJobRuns(1200);
      await page.getByTestId(`job-row-log-${jobId}`).click();
      const dialog = page.getByTestId('job-log-dialog');
      await dialog.waitFor();
      await page.locator('tr[data-testid^="job-log-row-"]').first().waitFor();
      await page.getByTestId('job-log-clean').click();
      await expectText(page.getByTestId('job-log-confirm'), /Delete every job-log row of \d{4}-\d{2}\?/);
      await page.getByTestId('job-log-confirm-confirm').click();
      // The request answered at once: the progress shows while the worker deletes, and the button waits for it.
      const progress = page.getByTestId('job-log-clean-progress');
      await progress.waitFor();
      await expectText(progress, /Cleaning in the background: \d+ records? deleted so far/);
      expect(await page.getByTestId('job-log-clean').isDisabled()).toBe(true);
      await expectSuccessToast(page, 'The job log was cleared');
      await expectHidden(progress, 60_000);
      await page.getByTestId('job-log-empty').waitFor();
      expect(await page.getByTestId('job-log-clean').isDisabled()).toBe(false);
      const left = await apiOk<{ total: number }>('GET', '/monitor/jobLog/page', { token, query: { page: 1, limit: 50, jobId } });
      expect(left.total).toBe(0);
      await page.getByTestId('job-log-close').click();
      await expectHidden(dialog);
    }));

  it('shows the cron refusal in Chinese', () =>
    withScreenshot(t.page, '18-chinese', async () => {
      const { page } = t;
      await switchLanguage(page, 'zh-CN');
      try {
        await expectText(tabsBar(page), '定时任务');
        await openAddForm();
        await page.getByTestId('job-form-cron').fill(BAD_CRON);
        await expectText(page.getByTestId('job-cron-preview-error'), 'cron 表达式不正确');
        await page.getByTestId('job-form-submit').click();
        await expectText(page.getByTestId('job-form-name-error'), '此项为必填项');
        await cancelForm();
      } finally {
        await switchLanguage(page, 'en');
      }
    }));

  it('refuses to delete a built-in job', () =>
    withScreenshot(t.page, '18-builtin', async () => {
      const { page } = t;
      await page.getByTestId('job-search-reset').click();
      await row(BUILTIN_JOB_ID).waitFor();
      // The screen does not offer it: no delete button on the row, the toolbar's delete is disabled once it is selected.
      expect(await page.getByTestId(`job-row-delete-${BUILTIN_JOB_ID}`).count()).toBe(0);
      await tick(page, `job-row-check-${BUILTIN_JOB_ID}`);
      await expect.poll(() => page.getByTestId('job-delete').isDisabled()).toBe(true);
      await page.getByTestId(`job-row-check-${BUILTIN_JOB_ID}`).click();
      await expect.poll(() => page.getByTestId('job-delete').isDisabled()).toBe(true);
      // The API refuses it too.
      const r = await api('DELETE', '/monitor/job/delete', { token, query: { ids: String(BUILTIN_JOB_ID) } });
      expect([r.status, r.errorCode]).toEqual([409, 'job.builtinCannotDelete']);
      await row(BUILTIN_JOB_ID).waitFor();
    }));

  it('deletes the job after confirmation', () =>
    withScreenshot(t.page, '18-delete', async () => {
      const { page } = t;
      await page.getByTestId('job-search-name').fill(NAME);
      await page.getByTestId('job-search-submit').click();
      await page.getByTestId(`job-row-delete-${jobId}`).click();
      await expectText(page.getByTestId('job-confirm'), `Delete the job "${NAME}"?`);
      await page.getByTestId('job-confirm-confirm').click();
      await expectSuccessToast(page, 'Deleted successfully');
      await expectHidden(row(jobId));
      await page.getByTestId('job-empty').waitFor();
      expect(await findJob(NAME)).toBeUndefined();
      const gone = await api('GET', '/monitor/job/info', { token, query: { jobId } });
      expect([gone.status, gone.errorCode]).toEqual([404, 'job.notFound']);
    }));
});
