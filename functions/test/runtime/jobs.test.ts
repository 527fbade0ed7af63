import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceNotFoundException } from '@aws-sdk/client-scheduler';
import { seedOnce } from '../helpers';
import { saveCaptcha } from '../../src/data/access/captchas';
import { acquireJobLock, createJob, latestJobLog, listJobLogsOfMonth, putCertificateMarker, writeJobLog } from '../../src/data/access/jobs';
import { listUserMessages } from '../../src/data/access/user-messages';
import { CaptchaEntity } from '../../src/data/entities/captcha-entity';
import type { JobItem } from '../../src/data/entities/job-entity';
import { nextFireTimes, parseCron, toEventBridgeCron } from '../../src/jobs/cron';
import { certificateValidityCheck } from '../../src/jobs/certificate-check';
import { JOBS } from '../../src/jobs/job-registry';
import { handler as jobRunner } from '../../src/jobs/job-runner-handler';
import { runJob } from '../../src/jobs/run-job';
import { awsSchedulePort, retryPolicy, scheduleInput, withState } from '../../src/jobs/schedule-aws';
import { localSchedulePort } from '../../src/jobs/schedule-local';
import { syncSchedules } from '../../src/jobs/schedule-sync-handler';
import { catchUpMisfire, localScheduler, startScheduler } from '../../src/local/scheduler';

const month = () => new Date().toISOString().slice(0, 7);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let nextTestJobId = 5000;

async function jobRow(over: Partial<JobItem> = {}): Promise<JobItem> {
  const now = new Date().toISOString();
  const item: JobItem = {
    jobId: nextTestJobId++,
    jobName: `test job ${nextTestJobId}`,
    jobGroup: 'default',
    invokeTarget: 'cleanExpiredCaptchas',
    params: '',
    cronExpression: '0 0 3 * * *',
    misfirePolicy: '3',
    concurrent: '1',
    status: '0',
    remark: '',
    createBy: 'test',
    createTime: now,
    updateBy: 'test',
    updateTime: now,
    ...over,
  };
  await createJob(item);
  return item;
}

beforeAll(async () => {
  await seedOnce();
  // Test-only registered jobs: one that fails, one that takes a while.
  JOBS.testFails = { name: 'testFails', description: 'fails', defaultCron: '0 0 0 * * *', run: async () => Promise.reject(new Error('disk full')) };
  JOBS.testSlow = { name: 'testSlow', description: 'slow', defaultCron: '0 0 0 * * *', run: async (p) => (await sleep(Number(p) || 400), { affected: 1 }) };
});
afterAll(() => {
  delete JOBS.testFails;
  delete JOBS.testSlow;
});

describe('cron expressions', () => {
  it('accepts 6-field expressions with ? and refuses others', () => {
    expect(parseCron('0 0 2 * * ?')).toEqual(['0', '0', '2', '*', '*', '?']);
    expect(parseCron('0 */5 * * * *')).not.toBeNull();
    expect(parseCron('0 0 2 * *')).toBeNull(); // 5 fields
    expect(parseCron('*/5 * * * * *')).toBeNull(); // EventBridge has no seconds
    expect(parseCron('0 0 2 1 * MON')).toBeNull(); // both day fields restricted
    expect(parseCron('0 0 2 ? * ?')).toBeNull();
    expect(parseCron('0 0 2 31 2 ?')).toBeNull(); // never fires
    expect(nextFireTimes('0 0 12 * * *', 2, new Date('2026-01-01T13:00:00Z'))).toEqual(['2026-01-02T12:00:00.000Z', '2026-01-03T12:00:00.000Z']);
  });

  it('converts to EventBridge cron(min hour dom month dow year)', () => {
    expect(toEventBridgeCron('0 */5 * * * *')).toBe('cron(*/5 * * * ? *)');
    expect(toEventBridgeCron('0 0 2 * * ?')).toBe('cron(0 2 * * ? *)');
    expect(toEventBridgeCron('0 30 1 ? * MON-FRI')).toBe('cron(30 1 ? * MON-FRI *)');
    // Quartz day numbers (decision 0036): 1 = Sunday, as EventBridge's; 0 is no day.
    expect(toEventBridgeCron('0 0 8 * * 2-6')).toBe('cron(0 8 ? * MON-FRI *)');
    expect(toEventBridgeCron('0 0 8 ? * 1,7')).toBe('cron(0 8 ? * SUN,SAT *)');
    expect(() => toEventBridgeCron('0 0 8 ? * 0,6')).toThrow();
    expect(toEventBridgeCron('0 0 8 ? * 6#3')).toBe('cron(0 8 ? * 6#3 *)');
    expect(toEventBridgeCron('0 0 0 1,15 * ?')).toBe('cron(0 0 1,15 * ? *)');
    expect(() => toEventBridgeCron('nonsense')).toThrow();
  });
});

describe('AWS schedule adapter', () => {
  const config = { groupName: 'aed-jobs', jobRunnerArn: 'arn:aws:lambda:us-east-1:123456789012:function:JobRunner', schedulerRoleArn: 'arn:aws:iam::123456789012:role/SchedulerRole' };
  const job = { jobId: 7, jobName: 'Clean', invokeTarget: 'cleanExpiredCaptchas', params: 'x', cronExpression: '0 0 2 * * ?', misfirePolicy: '3', concurrent: '1', status: '0' } as const;

  it('builds the CreateSchedule input', () => {
    expect(scheduleInput(job, config)).toEqual({
      Name: 'job-7',
      GroupName: 'aed-jobs',
      Description: 'Clean',
      ScheduleExpression: 'cron(0 2 * * ? *)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: {
        Arn: config.jobRunnerArn,
        RoleArn: config.schedulerRoleArn,
        Input: JSON.stringify({ job: 'cleanExpiredCaptchas', params: 'x', jobId: 7 }),
        RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 },
      },
    });
    expect(scheduleInput({ ...job, status: '1' }, config).State).toBe('DISABLED');
    expect(retryPolicy('1').MaximumRetryAttempts).toBeGreaterThan(0);
  });

  it('updates, creates when missing, pauses via get+update and deletes', async () => {
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    let exists = false;
    const client = {
      send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        const name = command.constructor.name;
        sent.push({ name, input: command.input });
        if (name === 'UpdateScheduleCommand' && !exists) throw new ResourceNotFoundException({ message: 'no', Message: 'no', $metadata: {} });
        if (name === 'CreateScheduleCommand') exists = true;
        if (name === 'GetScheduleCommand') return { ...scheduleInput(job, config), Arn: 'arn' };
        if (name === 'DeleteScheduleCommand') throw new ResourceNotFoundException({ message: 'gone', Message: 'gone', $metadata: {} });
        return {};
      },
    };
    const port = awsSchedulePort(config, client as never);
    await port.upsert(job);
    expect(sent.map((s) => s.name)).toEqual(['UpdateScheduleCommand', 'CreateScheduleCommand']);
    await port.upsert(job);
    expect(sent.at(-1)!.name).toBe('UpdateScheduleCommand');
    await port.pause(7);
    expect(sent.slice(-2).map((s) => s.name)).toEqual(['GetScheduleCommand', 'UpdateScheduleCommand']);
    expect(sent.at(-1)!.input).toMatchObject({ Name: 'job-7', State: 'DISABLED', ScheduleExpression: 'cron(0 2 * * ? *)', Target: { Arn: config.jobRunnerArn } });
    await port.remove(7); // already gone is fine
    expect(withState({ Name: 'job-1', $metadata: {} }, 'ENABLED').FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
  });
});

describe('deploy-time schedule sync', () => {
  it('upserts the schedule of every job row, the built-in ones included, and reports failures', async () => {
    const seen: number[] = [];
    const port = { kind: 'aws' as const, upsert: async (j: { jobId: number }) => void seen.push(j.jobId), pause: async () => {}, resume: async () => {}, remove: async () => {} };
    const result = await syncSchedules(port);
    expect(seen).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(result).toEqual({ synced: seen.length, failed: [] });
    const failing = { ...port, upsert: async (j: { jobId: number }) => { if (j.jobId === 2) throw new Error('throttled'); } };
    expect((await syncSchedules(failing)).failed).toEqual([2]);
  });
});

describe('job runner', () => {
  it('writes a log row per run: success with the count, failure with the error', async () => {
    const ok = await jobRow();
    const res = await jobRunner({ job: 'cleanExpiredCaptchas', jobId: ok.jobId });
    expect(res).toMatchObject({ job: 'cleanExpiredCaptchas', status: '0' });
    expect(await latestJobLog(ok.jobId)).toMatchObject({ status: '0', jobName: ok.jobName, message: '0 affected', error: '' });

    const bad = await jobRow({ invokeTarget: 'testFails' });
    const failed = await jobRunner({ job: 'testFails', jobId: bad.jobId });
    expect(failed).toMatchObject({ status: '1', error: 'disk full' });
    const log = await latestJobLog(bad.jobId);
    expect(log).toMatchObject({ status: '1', error: 'disk full' });
    expect(log!.ttl).toBeGreaterThan(Date.now() / 1000 + 80 * 86_400);
  });

  it('refuses a target that is not registered and logs nothing', async () => {
    const before = (await listJobLogsOfMonth(month(), 1000)).rows.length;
    await expect(jobRunner({ job: 'rm -rf /', jobId: 1 })).rejects.toThrow(/Unknown job/);
    await expect(runJob({ target: 'constructor' })).rejects.toThrow(/Unknown job/);
    expect((await listJobLogsOfMonth(month(), 1000)).rows.length).toBe(before);
  });

  it('does not run a paused job on schedule, nor a job whose row is gone', async () => {
    const paused = await jobRow({ status: '1' });
    expect((await jobRunner({ job: 'cleanExpiredCaptchas', jobId: paused.jobId })).status).toBe('not-run');
    expect(await latestJobLog(paused.jobId)).toBeNull();
    expect((await jobRunner({ job: 'cleanExpiredCaptchas', jobId: 987_654 })).status).toBe('not-run');
  });

  it("skips a run while another of the same job is in flight when concurrent is '1'", async () => {
    const job = await jobRow({ invokeTarget: 'testSlow', params: '500', concurrent: '1' });
    const [a, b] = await Promise.all([jobRunner({ job: 'testSlow', jobId: job.jobId }), sleep(100).then(() => jobRunner({ job: 'testSlow', jobId: job.jobId }))]);
    expect([a.status, b.status].sort()).toEqual(['0', '2']);
    const { rows } = await listJobLogsOfMonth(month(), 1000, job.jobId);
    expect(rows.map((r) => r.status).sort()).toEqual(['0', '2']);
    // the lock is released afterwards
    expect((await jobRunner({ job: 'testSlow', jobId: job.jobId })).status).toBe('0');
  });

  it("runs overlapping runs when concurrent is '0'", async () => {
    const job = await jobRow({ invokeTarget: 'testSlow', params: '300', concurrent: '0' });
    const [a, b] = await Promise.all([jobRunner({ job: 'testSlow', jobId: job.jobId }), jobRunner({ job: 'testSlow', jobId: job.jobId })]);
    expect([a.status, b.status]).toEqual(['0', '0']);
  });

  it('takes over a lock whose holder crashed (expired TTL)', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await acquireJobLock(4242, 'crashed', now - 10_000)).toBe(true); // expired long ago
    expect(await acquireJobLock(4242, 'next', now)).toBe(true);
    expect(await acquireJobLock(4242, 'third', now)).toBe(false);
  });

  it('logs a run that exceeds its time cap as failed', async () => {
    const job = await jobRow({ invokeTarget: 'testSlow', params: '400' });
    const res = await runJob({ target: 'testSlow', jobId: job.jobId, timeoutMs: 50 });
    expect(res).toMatchObject({ status: '1', error: 'timed out after 50 ms' });
  });
});

describe('built-in jobs', () => {
  it('cleanExpiredCaptchas deletes expired captchas by a key-range Query, keeping live ones', async () => {
    const now = Math.floor(Date.now() / 1000);
    await saveCaptcha('old-1', 'abcd', now - 300);
    await saveCaptcha('old-2', 'abcd', now - 5);
    await saveCaptcha('live-1', 'abcd', now + 120);
    const res = await jobRunner({ job: 'cleanExpiredCaptchas' });
    expect(res.affected).toBeGreaterThanOrEqual(2);
    expect((await CaptchaEntity.get({ uuid: 'old-1' }).go()).data).toBeNull();
    expect((await CaptchaEntity.get({ uuid: 'old-2' }).go()).data).toBeNull();
    expect((await CaptchaEntity.get({ uuid: 'live-1' }).go()).data).not.toBeNull();
  });

  it('certificateValidityCheck messages expiring and overdue certificates once', async () => {
    const now = Date.parse('2026-03-20T06:00:00Z');
    await putCertificateMarker({ month: '2026-03', userId: 501, username: 'a', certificateEnd: '2026-03-25' }); // expiring
    await putCertificateMarker({ month: '2026-04', userId: 502, username: 'b', certificateEnd: '2026-04-10' }); // expiring (within 30 days)
    await putCertificateMarker({ month: '2026-04', userId: 503, username: 'c', certificateEnd: '2026-04-30' }); // beyond 30 days
    await putCertificateMarker({ month: '2026-03', userId: 504, username: 'd', certificateEnd: '2026-03-02' }); // overdue
    await putCertificateMarker({ month: '2026-05', userId: 505, username: 'e', certificateEnd: '2026-05-01' }); // not read
    expect(await certificateValidityCheck('', now)).toEqual({ affected: 3 });
    expect((await listUserMessages(501))[0]).toMatchObject({ msgType: 'certificateExpiring', readFlag: '0', params: JSON.stringify({ certificateEnd: '2026-03-25' }) });
    expect((await listUserMessages(502))[0].msgType).toBe('certificateExpiring');
    expect(await listUserMessages(503)).toHaveLength(0);
    expect((await listUserMessages(504))[0].msgType).toBe('certificateOverdue');
    expect(await listUserMessages(505)).toHaveLength(0);
    // a second run writes nothing twice; a wider window (params) reaches further
    expect(await certificateValidityCheck('', now)).toEqual({ affected: 0 });
    expect(await certificateValidityCheck('45', now)).toEqual({ affected: 2 });
    expect(await listUserMessages(503)).toHaveLength(1);
    expect(await listUserMessages(505)).toHaveLength(1);
  });
});

describe('local scheduler and its adapter', () => {
  let stop: () => void;
  afterAll(() => stop?.());

  it('loads the job rows at start and follows upsert, pause, resume and remove', async () => {
    const started = await startScheduler();
    stop = started.stop;
    expect(started.jobs.map((j) => j.jobId)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(localScheduler.active).toBe(true);

    const job = await jobRow({ cronExpression: '0 0 4 * * *' });
    await localSchedulePort.upsert(job);
    const entry = () => localScheduler.list().find((j) => j.jobId === job.jobId);
    expect(entry()).toMatchObject({ paused: false });
    expect(entry()!.next).toMatch(/T04:00:00.000Z$/);

    await localSchedulePort.upsert({ ...job, cronExpression: '0 30 5 * * *' });
    expect(entry()!.next).toMatch(/T05:30:00.000Z$/);
    await localSchedulePort.pause(job.jobId);
    expect(entry()).toMatchObject({ paused: true, next: undefined });
    await localSchedulePort.resume(job.jobId);
    expect(entry()!.paused).toBe(false);

    // a fire runs the job through the job-runner handler, which logs it
    await localScheduler.trigger(job.jobId);
    expect(await latestJobLog(job.jobId)).toMatchObject({ status: '0' });

    await localSchedulePort.remove(job.jobId);
    expect(entry()).toBeUndefined();
  });
});

describe('misfire policy while the local scheduler was stopped', () => {
  /** A job whose last logged run was `hoursAgo` hours ago (daily cron at 03:00 UTC). */
  async function lastRanAgo(hoursAgo: number, over: Partial<JobItem> = {}) {
    const job = await jobRow({ cronExpression: '0 0 3 * * *', ...over });
    const startTime = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    await writeJobLog({
      jobLogId: `${job.jobId}-old`, month: startTime.slice(0, 7), jobId: job.jobId, jobName: job.jobName, jobGroup: job.jobGroup, invokeTarget: job.invokeTarget,
      status: '0', message: '', error: '', startTime, durationMs: 1, ttl: Math.floor(Date.now() / 1000) + 86_400,
    });
    return { job, startTime };
  }

  it("runs a missed fire once at start with policy '1' or '2', never with '3', paused, or when nothing was missed", async () => {
    const ranAgain = async (job: JobItem, startTime: string) => (await latestJobLog(job.jobId))!.startTime > startTime;
    for (const misfirePolicy of ['1', '2'] as const) {
      const { job, startTime } = await lastRanAgo(72, { misfirePolicy });
      await catchUpMisfire(job);
      expect(await ranAgain(job, startTime), `policy ${misfirePolicy}`).toBe(true);
      // once: the catch-up run is now the last one, so nothing is missed any more
      const after = (await latestJobLog(job.jobId))!.startTime;
      await catchUpMisfire(job);
      expect((await latestJobLog(job.jobId))!.startTime).toBe(after);
    }
    const doNothing = await lastRanAgo(72, { misfirePolicy: '3' });
    await catchUpMisfire(doNothing.job);
    expect(await ranAgain(doNothing.job, doNothing.startTime)).toBe(false);
    const paused = await lastRanAgo(72, { misfirePolicy: '2', status: '1' });
    await catchUpMisfire(paused.job);
    expect(await ranAgain(paused.job, paused.startTime)).toBe(false);
    // last run a minute ago: the next 03:00 fire is still ahead
    const recent = await lastRanAgo(1 / 60, { misfirePolicy: '2', cronExpression: '0 0 3 * * *' });
    const next = nextFireTimes('0 0 3 * * *', 1, new Date(recent.startTime))[0]!;
    await catchUpMisfire(recent.job);
    expect(await ranAgain(recent.job, recent.startTime)).toBe(Date.parse(next) < Date.now());
  });
});
