import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobLogMessage } from '@aed/shared/i18n/built-in/job-log-messages';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { waitForTask } from './task-support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { listJobLogsOfMonth } from '../../src/data/access/jobs';
import { setSchedulePort, type SchedulePort, type ScheduledJob } from '../../src/jobs/schedule-port';

const PASSWORD = 'Jobs#Pw42x';
const month = () => new Date().toISOString().slice(0, 7);

/** Records what the job service asks of the scheduler (the real adapters have their own tests). */
function recordingPort(fail = false) {
  const calls: string[] = [];
  const upserts: ScheduledJob[] = [];
  const port: SchedulePort = {
    kind: 'local',
    upsert: async (job) => {
      calls.push(`upsert:${job.jobId}:${job.status}`);
      upserts.push(job);
      if (fail) throw new Error('scheduler down');
    },
    pause: async (id) => {
      calls.push(`pause:${id}`);
      if (fail) throw new Error('scheduler down');
    },
    resume: async (id) => {
      calls.push(`resume:${id}`);
      if (fail) throw new Error('scheduler down');
    },
    remove: async (id) => {
      calls.push(`remove:${id}`);
    },
  };
  return { port, calls, upserts };
}

const valid = (over: Record<string, unknown> = {}) => ({
  jobName: `Job ${Math.random().toString(36).slice(2, 8)}`,
  jobGroup: 'default',
  invokeTarget: 'cleanExpiredCaptchas',
  params: '',
  cronExpression: '0 0 3 * * ?',
  misfirePolicy: '3',
  concurrent: '1',
  status: '0',
  remark: '',
  ...over,
});

describe('scheduled jobs', () => {
  let token: string;
  let rec: ReturnType<typeof recordingPort>;
  beforeAll(async () => {
    token = await adminToken();
  });
  afterEach(() => setSchedulePort(undefined));
  const usePort = (fail = false) => {
    rec = recordingPort(fail);
    setSchedulePort(rec.port);
    return rec;
  };
  const total = async () => (await invoke('JobPage', { token, query: { limit: '50' } })).json.data.total as number;

  it('lists the seeded built-in jobs of the system group with their next fire time', async () => {
    const res = await invoke('JobPage', { token, query: { jobGroup: 'system', limit: '20' } });
    expect(res.status).toBe(200);
    const targets = res.json.data.rows.map((r: { invokeTarget: string }) => r.invokeTarget);
    expect(targets).toEqual(['cleanExpiredSessions', 'cleanExpiredCaptchas', 'certificateValidityCheck', 'resumeBackgroundTasks', 'licenceExpiryCheck', 'leaseExpiryCheck', 'uploadSweep', 'maintenancePlan', 'telemetryWatch', 'runningStatusSweep', 'reportMailing']);
    expect(res.json.data.rows[0].nextValidTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('lists the registered targets (the allow-list)', async () => {
    const res = await invoke('JobTargets', { token });
    expect(res.json.data.map((t: { name: string }) => t.name)).toEqual(['cleanExpiredSessions', 'cleanExpiredCaptchas', 'certificateValidityCheck', 'resumeBackgroundTasks', 'licenceExpiryCheck', 'leaseExpiryCheck', 'uploadSweep', 'maintenancePlan', 'telemetryWatch', 'runningStatusSweep', 'reportMailing']);
  });

  it('previews the next 5 fire times of a cron expression, AWS-style ? included', async () => {
    const res = await invoke('JobCronNext', { token, query: { cronExpression: '0 30 2 ? * MON' } });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(5);
    for (const t of res.json.data as string[]) {
      expect(new Date(t).getUTCDay()).toBe(1);
      expect(t).toMatch(/T02:30:00.000Z$/);
    }
    const every5 = (await invoke('JobCronNext', { token, query: { cronExpression: '0 */5 * * * *' } })).json.data as string[];
    expect(Date.parse(every5[1]) - Date.parse(every5[0])).toBe(300_000);
  });

  it('previews in the Quartz dialect: 2-6 is Monday to Friday, 6#3 the third Friday, 0/30 and 1/2 steps taken', async () => {
    const preview = async (cronExpression: string) => {
      const res = await invoke('JobCronNext', { token, query: { cronExpression } });
      expect(res.status, cronExpression).toBe(200);
      return res.json.data as string[];
    };
    for (const t of await preview('0 0 12 ? * 2-6')) expect([1, 2, 3, 4, 5]).toContain(new Date(t).getUTCDay());
    for (const t of await preview('0 0 10 ? * 6#3')) {
      expect(new Date(t).getUTCDay()).toBe(5);
      expect(Math.ceil(new Date(t).getUTCDate() / 7)).toBe(3);
    }
    const halfHours = await preview('0 0/30 * * * ?');
    expect(Date.parse(halfHours[1]!) - Date.parse(halfHours[0]!)).toBe(1_800_000);
    for (const t of await preview('0 0 1/2 * * ?')) expect(new Date(t).getUTCHours() % 2).toBe(1);
  });

  it('refuses an invalid cron expression with job.cronInvalid', async () => {
    for (const cronExpression of ['not a cron', '0 0 2 * *', '*/10 * * * * *', '0 0 2 1 * MON', '0 0 25 * * *']) {
      expectError(await invoke('JobCronNext', { token, query: { cronExpression } }), 400, 'job.cronInvalid');
    }
  });

  it('adds, reads, updates and deletes a job, keeping the schedule in step and logging each change', async () => {
    usePort();
    const add = await invoke('JobAdd', { token, body: valid({ jobName: 'Nightly captcha clean' }) });
    expect(add.status, JSON.stringify(add.json)).toBe(200);
    const id = add.json.data.jobId as number;
    expect(id).toBeGreaterThan(100);
    expect(rec.calls).toEqual([`upsert:${id}:0`]);

    const info = await invoke('JobInfo', { token, query: { jobId: String(id) } });
    expect(info.json.data).toMatchObject({ jobName: 'Nightly captcha clean', jobGroup: 'default', invokeTarget: 'cleanExpiredCaptchas', createBy: 'admin' });

    const update = await invoke('JobUpdate', { token, body: { ...info.json.data, cronExpression: '0 15 4 * * *', misfirePolicy: '1' } });
    expect(update.status).toBe(200);
    expect(rec.upserts.at(-1)).toMatchObject({ jobId: id, cronExpression: '0 15 4 * * *', misfirePolicy: '1' });

    const del = await invoke('JobDelete', { token, query: { ids: String(id) } });
    expect(del.status).toBe(200);
    expect(rec.calls.at(-1)).toBe(`remove:${id}`);
    expectError(await invoke('JobInfo', { token, query: { jobId: String(id) } }), 404, 'job.notFound');

    const logs = await listOperLogsOfMonth(month(), 50);
    expect(logs.filter((l) => l.title === 'job').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('refuses a target that is not a registered job and changes nothing', async () => {
    usePort();
    const before = await total();
    const res = await invoke('JobAdd', { token, body: valid({ invokeTarget: "require('child_process').exec('rm -rf /')" }) });
    expectError(res, 400, 'job.targetUnknown');
    expect(await total()).toBe(before);
    expect(rec.calls).toEqual([]);

    const ok = await invoke('JobAdd', { token, body: valid() });
    const row = ok.json.data;
    const upd = await invoke('JobUpdate', { token, body: { ...row, invokeTarget: 'process.exit' } });
    expectError(upd, 400, 'job.targetUnknown');
    expect((await invoke('JobInfo', { token, query: { jobId: String(row.jobId) } })).json.data.invokeTarget).toBe('cleanExpiredCaptchas');
  });

  it('refuses an invalid cron on add and update and changes nothing', async () => {
    usePort();
    const before = await total();
    expectError(await invoke('JobAdd', { token, body: valid({ cronExpression: '61 * * * * *' }) }), 400, 'job.cronInvalid');
    expect(await total()).toBe(before);
    const row = (await invoke('JobAdd', { token, body: valid() })).json.data;
    expectError(await invoke('JobUpdate', { token, body: { ...row, cronExpression: 'every day' } }), 400, 'job.cronInvalid');
    expect((await invoke('JobInfo', { token, query: { jobId: String(row.jobId) } })).json.data.cronExpression).toBe('0 0 3 * * ?');
  });

  it('keeps names unique per group, case-insensitively, and changes nothing on refusal', async () => {
    usePort();
    const first = await invoke('JobAdd', { token, body: valid({ jobName: 'Unique name' }) });
    expect(first.status).toBe(200);
    const before = await total();
    expectError(await invoke('JobAdd', { token, body: valid({ jobName: 'UNIQUE name' }) }), 409, 'job.nameExists');
    expect(await total()).toBe(before);
    // renaming another job onto it is refused too
    const other = (await invoke('JobAdd', { token, body: valid({ jobName: 'Other name' }) })).json.data;
    expectError(await invoke('JobUpdate', { token, body: { ...other, jobName: 'unique NAME' } }), 409, 'job.nameExists');
    expect((await invoke('JobInfo', { token, query: { jobId: String(other.jobId) } })).json.data.jobName).toBe('Other name');
    // the same name as a built-in job is fine in the default group
    expect((await invoke('JobAdd', { token, body: valid({ jobName: 'Clean expired sessions' }) })).status).toBe(200);
  });

  it('reserves the system group for built-in jobs and never deletes them, even mixed with others', async () => {
    usePort();
    expectError(await invoke('JobAdd', { token, body: valid({ jobGroup: 'system' }) }), 409, 'job.builtinGroupReserved');
    const builtin = (await invoke('JobInfo', { token, query: { jobId: '1' } })).json.data;
    expect(builtin.jobGroup).toBe('system');
    const mine = (await invoke('JobAdd', { token, body: valid() })).json.data;
    const del = await invoke('JobDelete', { token, query: { ids: `${mine.jobId},1` } });
    expectError(del, 409, 'job.builtinCannotDelete');
    expect((await invoke('JobInfo', { token, query: { jobId: '1' } })).status).toBe(200);
    expect((await invoke('JobInfo', { token, query: { jobId: String(mine.jobId) } })).status).toBe(200);
    expect(rec.calls.filter((c) => c.startsWith('remove'))).toEqual([]);
    // a built-in job keeps its target and group but can be re-timed
    expectError(await invoke('JobUpdate', { token, body: { ...builtin, invokeTarget: 'cleanExpiredCaptchas' } }), 409, 'job.builtinTargetImmutable');
    expectError(await invoke('JobUpdate', { token, body: { ...builtin, jobGroup: 'default' } }), 409, 'job.builtinGroupReserved');
    const retimed = await invoke('JobUpdate', { token, body: { ...builtin, cronExpression: '0 */15 * * * *' } });
    expect(retimed.status).toBe(200);
    await invoke('JobUpdate', { token, body: { ...retimed.json.data, cronExpression: builtin.cronExpression } });
  });

  it('pauses and resumes a job through the scheduler', async () => {
    usePort();
    const row = (await invoke('JobAdd', { token, body: valid() })).json.data;
    const pause = await invoke('JobChangeStatus', { token, body: { jobId: row.jobId, status: '1' } });
    expect(pause.status).toBe(200);
    expect(pause.json.data.status).toBe('1');
    expect(pause.json.data.nextValidTime).toBeUndefined();
    const resume = await invoke('JobChangeStatus', { token, body: { jobId: row.jobId, status: '0' } });
    expect(resume.json.data.status).toBe('0');
    expect(rec.calls.slice(-2)).toEqual([`pause:${row.jobId}`, `resume:${row.jobId}`]);
    expectError(await invoke('JobChangeStatus', { token, body: { jobId: 999_999, status: '1' } }), 404, 'job.notFound');
  });

  it('puts the row back when the scheduler refuses a change', async () => {
    usePort(true);
    const before = await total();
    expectError(await invoke('JobAdd', { token, body: valid({ jobName: 'Doomed' }) }), 502, 'job.scheduleFailed');
    expect(await total()).toBe(before);
    // the name is free again: nothing was left behind
    setSchedulePort(recordingPort().port);
    const row = (await invoke('JobAdd', { token, body: valid({ jobName: 'Doomed' }) })).json.data;
    usePort(true);
    expectError(await invoke('JobChangeStatus', { token, body: { jobId: row.jobId, status: '1' } }), 502, 'job.scheduleFailed');
    expect((await invoke('JobInfo', { token, query: { jobId: String(row.jobId) } })).json.data.status).toBe('0');
    expectError(await invoke('JobUpdate', { token, body: { ...row, cronExpression: '0 0 5 * * *' } }), 502, 'job.scheduleFailed');
    expect((await invoke('JobInfo', { token, query: { jobId: String(row.jobId) } })).json.data.cronExpression).toBe('0 0 3 * * ?');
  });

  it('runs a job once now, even paused, and writes a job-log row', async () => {
    usePort();
    const row = (await invoke('JobAdd', { token, body: valid({ status: '1' }) })).json.data;
    const run = await invoke('JobRun', { token, body: { jobId: row.jobId } });
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    expect(run.json.data).toMatchObject({ status: '0', affected: 0 });
    const page = await invoke('JobLogPage', { token, query: { jobId: String(row.jobId) } });
    expect(page.json.data.rows).toHaveLength(1);
    expect(page.json.data.rows[0]).toMatchObject({ jobId: row.jobId, jobName: row.jobName, status: '0', invokeTarget: 'cleanExpiredCaptchas' });
    expect(typeof page.json.data.rows[0].durationMs).toBe('number');
    expectError(await invoke('JobRun', { token, body: { jobId: 999_999 } }), 404, 'job.notFound');
  });

  it('answers a run\'s log sentence in the viewer\'s language (the count is stored, not only the English sentence)', async () => {
    usePort();
    const row = (await invoke('JobAdd', { token, body: valid() })).json.data;
    await invoke('JobRun', { token, body: { jobId: row.jobId } });
    const message = async (language: string) =>
      (await invoke('JobLogPage', { token, query: { jobId: String(row.jobId) }, headers: { 'accept-language': language } })).json.data.rows[0].message;
    expect(await message('en')).toBe('0 affected');
    expect(await message('fr')).toBe('0 élément traité');
    expect(await message('zh-CN')).toBe('影响 0 条记录');
    expect(await message('zh-TW')).toBe('影響 0 筆紀錄');
    // a line written before the count was stored still reads in the viewer's language; a sentence of another runner stays
    expect(jobLogMessage({ status: '0', message: '12 affected' }, 'fr')).toBe('12 éléments traités');
    expect(jobLogMessage({ status: '0', message: 'done by hand' }, 'zh-TW')).toBe('done by hand');
    expect(jobLogMessage({ status: '1', message: 'Failed' }, 'fr')).toBe('Échec');
  });

  it('pages, filters, deletes, cleans and exports the job log', async () => {
    usePort();
    const row = (await invoke('JobAdd', { token, body: valid() })).json.data;
    for (let i = 0; i < 3; i++) await invoke('JobRun', { token, body: { jobId: row.jobId } });
    const page = await invoke('JobLogPage', { token, query: { jobId: String(row.jobId), limit: '2' } });
    expect(page.json.data.total).toBe(3);
    expect(page.json.data.rows).toHaveLength(2);
    expect(page.json.data.rows[0].startTime >= page.json.data.rows[1].startTime).toBe(true);
    const failures = await invoke('JobLogPage', { token, query: { jobId: String(row.jobId), status: '1' } });
    expect(failures.json.data.total).toBe(0);
    const empty = await invoke('JobLogPage', { token, query: { month: '2020-01' } });
    expect(empty.json.data.total).toBe(0);

    const exp = await invoke('JobLogExport', { token, query: { jobId: String(row.jobId) } });
    expect(exp.headers['content-type']).toContain('spreadsheetml');
    expect(String(exp.headers['content-disposition'])).toMatch(/job-log-\d{4}-\d{2}-\d{2}\.xlsx/);

    const [first] = page.json.data.rows;
    expectError(await invoke('JobLogDelete', { token, query: { ids: `${first.jobLogId},nosuchid` } }), 404, 'common.notFound');
    expect((await invoke('JobLogPage', { token, query: { jobId: String(row.jobId) } })).json.data.total).toBe(3);
    expect((await invoke('JobLogDelete', { token, query: { ids: first.jobLogId } })).status).toBe(200);
    expect((await invoke('JobLogPage', { token, query: { jobId: String(row.jobId) } })).json.data.total).toBe(2);

    // The clean answers a background task (decision 0029); its worker runs in this process.
    const clean = await invoke('JobLogClean', { token, query: { month: month() } });
    expect(clean.status).toBe(200);
    expect(await waitForTask('JobLogCleanStatus', token, clean.json.data.task.taskId)).toMatchObject({ status: 'done' });
    expect((await listJobLogsOfMonth(month(), 10)).rows).toHaveLength(0);
  });

  it('exports the jobs matching the search as xlsx', async () => {
    const res = await invoke('JobExport', { token, query: { jobGroup: 'system' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/jobs-\d{4}-\d{2}-\d{2}\.xlsx/);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
    expect(wb.worksheets[0].getColumn(4).values.slice(2)).toEqual(['cleanExpiredSessions', 'cleanExpiredCaptchas', 'certificateValidityCheck', 'resumeBackgroundTasks', 'licenceExpiryCheck', 'leaseExpiryCheck', 'uploadSweep', 'maintenancePlan', 'telemetryWatch', 'runningStatusSweep', 'reportMailing']);
    expect(wb.worksheets[0].getRow(1).getCell(9).text).toBe('Status');

    // in traditional Chinese: headers and coded values (concurrency, status)
    const tw = await invoke('JobExport', { token, query: { jobGroup: 'system' }, headers: { 'accept-language': 'zh-TW' } });
    const twBook = new ExcelJS.Workbook();
    await twBook.xlsx.load(Buffer.from(tw.raw.body!, 'base64') as never);
    const sheet = twBook.worksheets[0];
    expect(sheet.name).toBe('排程任務');
    expect([sheet.getRow(1).getCell(2).text, sheet.getRow(1).getCell(8).text, sheet.getRow(1).getCell(9).text]).toEqual(['任務名稱', '並行執行', '狀態']);
    expect(sheet.getColumn(4).values.slice(2)).toEqual(['cleanExpiredSessions', 'cleanExpiredCaptchas', 'certificateValidityCheck', 'resumeBackgroundTasks', 'licenceExpiryCheck', 'leaseExpiryCheck', 'uploadSweep', 'maintenancePlan', 'telemetryWatch', 'runningStatusSweep', 'reportMailing']);
    for (const v of sheet.getColumn(8).values.slice(2)) expect(['允許', '禁止']).toContain(v);
    for (const v of sheet.getColumn(9).values.slice(2)) expect(['正常', '暫停']).toContain(v);
  });

  it('validates input with the shared schema', async () => {
    const res = await invoke('JobAdd', { token, body: { jobName: '', invokeTarget: '', cronExpression: '', misfirePolicy: '9' } });
    expectError(res, 400, 'common.validation');
    expect(res.json.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['jobName', 'invokeTarget', 'cronExpression', 'misfirePolicy']));
  });

  it('lets the operations administrator manage jobs and refuses users without the permission', async () => {
    usePort();
    await createTestUser({ username: 'jobops', password: PASSWORD, roleIds: [2] });
    await createTestUser({ username: 'jobuser', password: PASSWORD, roleIds: [7] });
    const ops = await loginAs('jobops', PASSWORD);
    expect((await invoke('JobPage', { token: ops })).status).toBe(200);
    expect((await invoke('JobAdd', { token: ops, body: valid() })).status).toBe(200);
    const user = await loginAs('jobuser', PASSWORD);
    const before = await total();
    expectError(await invoke('JobPage', { token: user }), 403, 'common.forbidden');
    expectError(await invoke('JobAdd', { token: user, body: valid() }), 403, 'common.forbidden');
    expectError(await invoke('JobRun', { token: user, body: { jobId: 1 } }), 403, 'common.forbidden');
    expect(await total()).toBe(before);
    expect((await invoke('JobPage')).json).toMatchObject({ code: 401 });
  });
});
