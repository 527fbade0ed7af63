/**
 * Long deletions run as background tasks (decision 0029): the clean request records a task and answers at once; the
 * task worker deletes in checkpointed batches, resumes after an interruption, keeps what was logged after the request
 * and never leaves the caller's data scope. Three tenants (each a subtree with its own administrator).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dynamoClient } from '../../src/data/client';
import { getTask } from '../../src/data/access/background-tasks';
import { LoginLogEntity, OperLogEntity, type LoginLogItem, type OperLogItem } from '../../src/data/entities/log-entities';
import { JobLogEntity, type JobLogItem } from '../../src/data/entities/job-entity';
import { monthOf, timeId } from '../../src/lib/time';
import { runTask, TASK_MAX_FAILURES } from '../../src/tasks/run-task';
import { setTaskStarter } from '../../src/tasks/task-port';
import { resumeBackgroundTasks } from '../../src/tasks/resume-tasks';
import { handler as taskWorker } from '../../src/tasks/task-worker-handler';
import { adminToken, invoke, loginAs, seedOnce } from '../helpers';
import { createTestUser, expectError } from './support';
import { recordingStarter, waitForTask } from './task-support';

const PASSWORD = 'Cleaner#Pw42';
/** Three tenants, each a subtree: its administrator's organization and a child organization. */
const TENANTS = ['0,100,301,', '0,100,302,', '0,100,303,'] as const;
const childOf = (tenant: string) => `${tenant}${Number(tenant.split(',').at(-2)) + 10},`;

/** The first day of the month `back` months ago, and a time inside it (this month: a minute ago at the latest). */
function monthBack(back: number, day = 15): { first: string; at: (ms?: number) => string } {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const base = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), day, 8);
  return {
    first: d.toISOString().slice(0, 10),
    at: (ms = 0) => new Date(back === 0 ? Math.min(Date.parse(new Date(base).toISOString()), Date.now() - 60_000) - ms : base - ms).toISOString(),
  };
}
const thisMonth = monthBack(0);
const lastMonth = monthBack(1);

let seq = 0;
const logId = () => `${timeId()}${(seq++).toString(36)}`.slice(0, 20);
const operLogItem = (title: string, deptPath: string, operTime: string): OperLogItem => ({
  operId: logId(), month: monthOf(operTime), title, businessType: 'update', requestMethod: 'PUT', operName: 'writer', deptId: 0, deptPath,
  operUrl: '/prod-api/x', operIp: '198.51.100.1', operParam: '{}', jsonResult: 'null', status: '0', errorMsg: '', costTime: 3, operTime,
});
const loginLogItem = (userName: string, deptPath: string, loginTime: string): LoginLogItem => ({
  infoId: logId(), month: monthOf(loginTime), userName, deptPath, ipaddr: '198.51.100.9', loginLocation: '', browser: 'Chrome 140', os: 'Linux', status: '0', msg: 'Login successful', loginTime,
});

/** Writes many logs at once (BatchWriteItem in groups of 25), as months of real traffic would have. */
async function writeOperLogs(items: OperLogItem[]) {
  await OperLogEntity.put(items).go({ concurrency: 4 });
  return items.map((i) => i.operId);
}

/** Operation logs of a title under a path prefix in the given months (a test read, key-prefix Queries). */
async function operLogsUnder(prefix: string, title: string, months = [monthOf(thisMonth.at()), monthOf(lastMonth.at())]) {
  const rows: OperLogItem[] = [];
  for (const month of months) {
    const { data } = await OperLogEntity.query.byMonthPath({ month }).begins({ deptPath: prefix }).go({ pages: 'all' });
    rows.push(...data.filter((l) => l.title === title));
  }
  return rows;
}

/** Records the DynamoDB commands sent, and can make the nth Query fail (a worker interrupted mid-way). */
function commandRecorder() {
  const commands: string[] = [];
  let failQueryAt = -1;
  let queries = 0;
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(String(context.commandName));
      if (context.commandName === 'QueryCommand' && ++queries === failQueryAt) throw new Error('injected: DynamoDB unavailable');
      return next(args);
    },
    { step: 'initialize', name: 'logCleanRecorder' },
  );
  return {
    commands,
    failQuery: (nth: number) => {
      queries = 0;
      failQueryAt = nth;
    },
    stop: () => dynamoClient.middlewareStack.remove('logCleanRecorder'),
  };
}

describe('log cleans run as background tasks', () => {
  let admin: string;
  const tenantAdmin: string[] = [];
  let viewer: string;

  beforeAll(async () => {
    await seedOnce();
    admin = await adminToken();
    for (const [i, tenant] of TENANTS.entries()) {
      const deptId = Number(tenant.split(',').at(-2));
      await createTestUser({ username: `tenant${i}.admin`, password: PASSWORD, roleIds: [3], deptId, deptPath: tenant });
      tenantAdmin.push(await loginAs(`tenant${i}.admin`, PASSWORD));
    }
    await createTestUser({ username: 'clean.viewer', password: PASSWORD, roleIds: [8], deptId: 301, deptPath: TENANTS[0] });
    viewer = await loginAs('clean.viewer', PASSWORD);
  });
  afterEach(() => setTaskStarter(undefined));

  it('answers at once without deleting, then the worker deletes a large log in batches, resuming after an interruption', { timeout: 300_000 }, async () => {
    // 2,150 records of tenant 0 over two months: the old inline clean deleted at most 2,000 per request.
    const [t0, t1, t2] = TENANTS;
    const big: OperLogItem[] = [];
    for (let k = 0; k < 1100; k++) big.push(operLogItem('bulk', k % 2 ? t0 : childOf(t0), lastMonth.at(k * 1000)));
    for (let k = 0; k < 1050; k++) big.push(operLogItem('bulk', k % 2 ? t0 : childOf(t0), thisMonth.at(k * 10)));
    await writeOperLogs(big);
    const others = [
      ...(await writeOperLogs([operLogItem('bulk', t1, lastMonth.at()), operLogItem('bulk', childOf(t1), thisMonth.at())])),
      ...(await writeOperLogs([operLogItem('bulk', t2, lastMonth.at()), operLogItem('bulk', childOf(t2), thisMonth.at())])),
    ];
    expect(await operLogsUnder(t0, 'bulk')).toHaveLength(2150);

    const rec = recordingStarter();
    setTaskStarter(rec.starter);
    const recorder = commandRecorder();
    let taskId = '';
    let later: string[] = [];
    try {
      const res = await invoke('OperLogClean', { token: tenantAdmin[0] });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const { task, started } = res.json.data;
      taskId = task.taskId;
      expect(started).toBe(true);
      expect(task).toMatchObject({ kind: 'operlogClean', status: 'running', deleted: 0, createBy: 'tenant0.admin' });
      // The request recorded the task and started its worker; it deleted nothing itself.
      expect(rec.started).toEqual([taskId]);
      expect(recorder.commands.filter((c) => /Delete|BatchWrite/.test(c))).toEqual([]);
      expect(await operLogsUnder(t0, 'bulk')).toHaveLength(2150);
      // The status route gives the running task, by id and as "the one running in my scope".
      expect((await invoke('OperLogCleanStatus', { token: tenantAdmin[0], query: { taskId } })).json.data).toMatchObject({ taskId, status: 'running' });
      expect((await invoke('OperLogCleanStatus', { token: tenantAdmin[0] })).json.data).toMatchObject({ taskId });

      // Logged after the request: kept.
      later = await writeOperLogs([operLogItem('bulk', t0, new Date(Date.now() + 1000).toISOString()), operLogItem('bulk', childOf(t0), new Date(Date.now() + 2000).toISOString())]);

      // A worker that fails part-way (DynamoDB unavailable on its 6th read) keeps what it checkpointed and lets go.
      recorder.failQuery(6);
      expect((await taskWorker({ taskId })).outcome).toBe('retry');
      recorder.failQuery(-1);
      const interrupted = (await getTask(taskId))!;
      expect(interrupted).toMatchObject({ status: 'running', failures: 1, leaseUntil: 0 });
      expect(interrupted.deleted).toBeGreaterThan(0);
      expect(interrupted.deleted).toBeLessThan(2150);
      expect(await operLogsUnder(t0, 'bulk')).toHaveLength(2150 + 2 - interrupted.deleted);

      // The resume job starts a worker for it; a worker whose time is up after one batch hands over to a fresh one.
      rec.started.length = 0;
      expect(await resumeBackgroundTasks()).toEqual({ affected: 1 });
      expect(rec.started).toEqual([taskId]);
      expect(await runTask(taskId, Date.now())).toBe('continued');
      expect(rec.started).toEqual([taskId, taskId]);
      const handedOver = (await getTask(taskId))!;
      expect(handedOver.deleted).toBe(interrupted.deleted + 100);
      expect(handedOver.failures).toBe(0);

      // The next worker finishes.
      expect((await taskWorker({ taskId })).outcome).toBe('done');
      expect(recorder.commands.filter((c) => /scan/i.test(c))).toEqual([]);
    } finally {
      recorder.stop();
    }
    const done = (await invoke('OperLogCleanStatus', { token: tenantAdmin[0], query: { taskId } })).json.data;
    expect(done).toMatchObject({ status: 'done', deleted: 2150 });
    expect(done.finishTime).toBeDefined();
    // Nothing of tenant 0 from before the request is left; what was logged after it is; other tenants are untouched.
    expect((await operLogsUnder(t0, 'bulk')).map((l) => l.operId).sort()).toEqual([...later].sort());
    expect((await operLogsUnder('0,100,', 'bulk')).map((l) => l.operId).filter((id) => others.includes(id))).toHaveLength(4);
    // The clean's own operation log was written after the request: kept.
    expect((await operLogsUnder(t0, 'operlog')).map((l) => [l.businessType, l.operName])).toEqual([['clean', 'tenant0.admin']]);
    // No task is running any more.
    expect((await invoke('OperLogCleanStatus', { token: tenantAdmin[0] })).json.data).toBeNull();
  });

  it('starts one clean per log and scope: a second request answers the running task; another tenant gets its own', async () => {
    const rec = recordingStarter();
    setTaskStarter(rec.starter);
    const [a, b] = await Promise.all([invoke('LoginLogClean', { token: tenantAdmin[1] }), invoke('LoginLogClean', { token: tenantAdmin[1] })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.json.data.started, b.json.data.started].sort()).toEqual([false, true]);
    const taskId = a.json.data.task.taskId;
    expect(b.json.data.task.taskId).toBe(taskId);
    expect(rec.started).toEqual([taskId]);
    // later, with another date: still the running one
    const again = await invoke('LoginLogClean', { token: tenantAdmin[1], query: { before: lastMonth.first } });
    expect(again.json.data).toMatchObject({ started: false, task: { taskId, status: 'running' } });
    // the operation log of the same scope is another log: its own task
    const oper = await invoke('OperLogClean', { token: tenantAdmin[1] });
    expect(oper.json.data.started).toBe(true);
    // another tenant's administrator: its own task, and neither sees the other's
    const other = await invoke('LoginLogClean', { token: tenantAdmin[2] });
    expect(other.json.data.started).toBe(true);
    expect(other.json.data.task.taskId).not.toBe(taskId);
    expect(rec.started).toEqual([taskId, oper.json.data.task.taskId, other.json.data.task.taskId]);
    expectError(await invoke('LoginLogCleanStatus', { token: tenantAdmin[2], query: { taskId } }), 404, 'task.notFound');
    expectError(await invoke('LoginLogCleanStatus', { token: tenantAdmin[2], query: { taskId: 'zzzzzzzzzzzz' } }), 404, 'task.notFound');
    // a task of another kind by id answers as missing too
    expectError(await invoke('LoginLogCleanStatus', { token: tenantAdmin[1], query: { taskId: oper.json.data.task.taskId } }), 404, 'task.notFound');
    expect((await invoke('LoginLogCleanStatus', { token: tenantAdmin[2] })).json.data.taskId).toBe(other.json.data.task.taskId);
    // the platform administrator (scope all) may follow any task
    expect((await invoke('LoginLogCleanStatus', { token: admin, query: { taskId } })).json.data.taskId).toBe(taskId);
    // finished, the marker is gone: a new request starts a new task
    for (const id of rec.started) expect((await taskWorker({ taskId: id })).outcome).toBe('done');
    const next = await invoke('LoginLogClean', { token: tenantAdmin[1] });
    expect(next.json.data.started).toBe(true);
    expect(next.json.data.task.taskId).not.toBe(taskId);
    expect((await taskWorker({ taskId: next.json.data.task.taskId })).outcome).toBe('done');
  });

  it('runs the worker in process by default (npm start): the clean ends, scoped, with the later records kept', async () => {
    const [t0, t1, t2] = TENANTS;
    const write = (items: LoginLogItem[]) => LoginLogEntity.put(items).go();
    const mine = Array.from({ length: 240 }, (_, k) => loginLogItem(`mine${k % 3}`, k % 2 ? t2 : childOf(t2), (k % 2 ? thisMonth : lastMonth).at(k * 1000)));
    const theirs = [loginLogItem('theirs', t0, thisMonth.at()), loginLogItem('theirs', childOf(t1), lastMonth.at())];
    await write([...mine, ...theirs]);
    const res = await invoke('LoginLogClean', { token: tenantAdmin[2] });
    expect(res.json.data.started).toBe(true);
    const done = await waitForTask('LoginLogCleanStatus', tenantAdmin[2], res.json.data.task.taskId);
    expect(done).toMatchObject({ status: 'done' });
    expect(done.deleted).toBeGreaterThanOrEqual(240);
    const left = await invoke('LoginLogPage', { token: tenantAdmin[2], query: { beginTime: lastMonth.first, limit: '50' } });
    expect(left.json.data.rows.map((r: { userName: string }) => r.userName)).not.toContain('mine0');
    const { data: kept } = await LoginLogEntity.get(theirs.map((l) => ({ infoId: l.infoId }))).go();
    expect(kept).toHaveLength(2);
  });

  it('a task failing again and again ends as failed, frees its scope, and a new clean finishes the rest', async () => {
    const rec = recordingStarter();
    setTaskStarter(rec.starter);
    const [t0] = TENANTS;
    await writeOperLogs(Array.from({ length: 30 }, (_, k) => operLogItem('failing', t0, thisMonth.at(k))));
    const { taskId } = (await invoke('OperLogClean', { token: tenantAdmin[0] })).json.data.task;
    const recorder = commandRecorder();
    try {
      for (let run = 1; run <= TASK_MAX_FAILURES; run++) {
        recorder.failQuery(1);
        expect((await taskWorker({ taskId })).outcome).toBe(run < TASK_MAX_FAILURES ? 'retry' : 'failed');
      }
    } finally {
      recorder.stop();
    }
    const failed = (await invoke('OperLogCleanStatus', { token: tenantAdmin[0], query: { taskId } })).json.data;
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'task.failed', deleted: 0 });
    expect(await operLogsUnder(t0, 'failing')).toHaveLength(30);
    // a failed task is not resumed, and no longer blocks a new clean
    expect((await resumeBackgroundTasks()).affected).toBe(0);
    const retry = await invoke('OperLogClean', { token: tenantAdmin[0] });
    expect(retry.json.data.started).toBe(true);
    expect((await taskWorker({ taskId: retry.json.data.task.taskId })).outcome).toBe('done');
    expect(await operLogsUnder(t0, 'failing')).toEqual([]);
  });

  it('lets one worker at a time hold a task; a lease that ran out (a worker that died) is taken over by the resume job', async () => {
    const rec = recordingStarter();
    setTaskStarter(rec.starter);
    const [t0] = TENANTS;
    await writeOperLogs(Array.from({ length: 250 }, (_, k) => operLogItem('leased', t0, thisMonth.at(k))));
    const { taskId } = (await invoke('OperLogClean', { token: tenantAdmin[0] })).json.data.task;
    // Two workers at once (a Lambda retry and the resume job): one runs, the other leaves it alone.
    const outcomes = await Promise.all([runTask(taskId, Date.now() + 60_000), runTask(taskId, Date.now() + 60_000)]);
    expect(outcomes.sort()).toEqual(['done', 'not-claimed']);
    expect(await operLogsUnder(t0, 'leased')).toEqual([]);

    // A worker that died holding the lease: the resume job waits for the lease to run out, then starts a new one.
    await writeOperLogs(Array.from({ length: 10 }, (_, k) => operLogItem('leased', t0, thisMonth.at(k))));
    const second = (await invoke('OperLogClean', { token: tenantAdmin[0] })).json.data.task.taskId;
    const { claimTask } = await import('../../src/data/access/background-tasks');
    const leaseUntil = Date.now() + 120_000;
    expect(await claimTask(second, 'dead-worker', Date.now(), leaseUntil)).not.toBeNull();
    rec.started.length = 0;
    expect((await resumeBackgroundTasks()).affected).toBe(0);
    expect(await runTask(second, Date.now() + 60_000)).toBe('not-claimed');
    expect((await resumeBackgroundTasks(leaseUntil + 1)).affected).toBe(1);
    expect(rec.started).toEqual([second]);
  });

  it('refuses callers without the permission and records nothing', async () => {
    const rec = recordingStarter();
    setTaskStarter(rec.starter);
    expectError(await invoke('OperLogClean', { token: viewer }), 403, 'common.forbidden');
    expectError(await invoke('LoginLogClean', { token: viewer }), 403, 'common.forbidden');
    expectError(await invoke('JobLogClean', { token: tenantAdmin[0] }), 403, 'common.forbidden');
    expectError(await invoke('OperLogCleanStatus', { token: viewer }), 403, 'common.forbidden');
    expectError(await invoke('JobLogCleanStatus', { token: tenantAdmin[0] }), 403, 'common.forbidden');
    expectError(await invoke('OperLogCleanStatus', { token: tenantAdmin[0], query: { taskId: 'NOT A TASK' } }), 400, 'common.validation');
    expect(rec.started).toEqual([]);
  });

  it('cleans the job log in the background, keeping runs that started after the request', async () => {
    const month = monthOf(thisMonth.at());
    const row = (k: number, startTime: string): JobLogItem => ({
      jobLogId: logId(), month: monthOf(startTime), jobId: 1, jobName: 'Clean expired sessions', jobGroup: 'system', invokeTarget: 'cleanExpiredSessions',
      status: '0', message: '0 affected', error: '', startTime, durationMs: k, ttl: Math.floor(Date.now() / 1000) + 86_400,
    });
    await JobLogEntity.put(Array.from({ length: 230 }, (_, k) => row(k, thisMonth.at(k * 1000)))).go({ concurrency: 4 });
    const res = await invoke('JobLogClean', { token: admin, query: { month } });
    expect(res.json.data).toMatchObject({ started: true, task: { kind: 'jobLogClean', status: 'running' } });
    const after = row(0, new Date(Date.now() + 1000).toISOString());
    await JobLogEntity.put(after).go();
    const done = await waitForTask('JobLogCleanStatus', admin, res.json.data.task.taskId);
    expect(done).toMatchObject({ status: 'done' });
    expect(done.deleted).toBeGreaterThanOrEqual(230);
    const page = await invoke('JobLogPage', { token: admin, query: { month, limit: '50' } });
    expect(page.json.data.rows.map((r: { jobLogId: string }) => r.jobLogId)).toEqual([after.jobLogId]);
  });
});

