/** How task workers are started and how long a run works (decision 0029); the data side is in handlers/log-clean.test.ts. */
import { afterEach, describe, expect, it } from 'vitest';
import { awsTaskStarter, workerInvocation } from '../../src/tasks/task-start-aws';
import { setTaskStarter, startTaskWorker, taskStarter } from '../../src/tasks/task-port';
import { workerBudgetMs } from '../../src/tasks/task-worker-handler';

const ARN = 'arn:aws:lambda:eu-west-1:123456789012:function:AedJobs-TaskWorker';

describe('task workers', () => {
  afterEach(() => {
    delete process.env.TASK_WORKER_ARN;
    delete process.env.TASK_WORKER_BUDGET_MS;
    setTaskStarter(undefined);
  });

  it('starts the worker in AWS with an asynchronous invocation carrying only the task id', async () => {
    const sent: { name: string; input: { FunctionName: string; InvocationType: string; Payload: Uint8Array } }[] = [];
    const client = { send: async (command: { constructor: { name: string }; input: never }) => void sent.push({ name: command.constructor.name, input: command.input }) };
    await awsTaskStarter(ARN, client as never).start('0mwabc123def');
    expect(sent).toHaveLength(1);
    expect(sent[0].name).toBe('InvokeCommand');
    expect(sent[0].input).toMatchObject({ FunctionName: ARN, InvocationType: 'Event' });
    expect(JSON.parse(new TextDecoder().decode(sent[0].input.Payload))).toEqual({ taskId: '0mwabc123def' });
    expect(workerInvocation(ARN, 'x').InvocationType).toBe('Event');
  });

  it('is chosen by the environment: TASK_WORKER_ARN (AWS) or the in-process worker (npm start)', async () => {
    expect((await taskStarter()).kind).toBe('local');
    setTaskStarter(undefined);
    process.env.TASK_WORKER_ARN = ARN;
    expect((await taskStarter()).kind).toBe('aws');
  });

  it('logs a worker that cannot be started instead of failing the request (the resume job starts it later)', async () => {
    setTaskStarter({ kind: 'aws', start: async () => Promise.reject(new Error('throttled')) });
    expect(await startTaskWorker('0mwabc123def')).toBe(false);
  });

  it('works until 30 s before the Lambda timeout, or for the local budget', () => {
    expect(workerBudgetMs({ getRemainingTimeInMillis: () => 300_000 })).toBe(270_000);
    expect(workerBudgetMs({ getRemainingTimeInMillis: () => 10_000 })).toBe(1_000);
    expect(workerBudgetMs()).toBe(60_000);
    process.env.TASK_WORKER_BUDGET_MS = '5000';
    expect(workerBudgetMs()).toBe(5_000);
  });
});
