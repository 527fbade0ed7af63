import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { runTask, type TaskRunOutcome } from './run-task';

const taskEvent = z.object({ taskId: z.string().min(1).max(40) });

/** Time a run leaves unused before the Lambda timeout: the last batch, saving the checkpoint, starting the next run. */
const LAMBDA_SAFETY_MS = 30_000;
/** Locally there is no timeout: a run still hands over after this long (TASK_WORKER_BUDGET_MS), like in AWS. */
const LOCAL_BUDGET_MS = 60_000;

/** How long this run may work: what the Lambda has left minus a safety margin, or the local budget. */
export function workerBudgetMs(context?: Pick<Context, 'getRemainingTimeInMillis'>): number {
  if (context?.getRemainingTimeInMillis) return Math.max(context.getRemainingTimeInMillis() - LAMBDA_SAFETY_MS, 1_000);
  const configured = Number(process.env.TASK_WORKER_BUDGET_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : LOCAL_BUDGET_MS;
}

/**
 * The task worker (decision 0029), invoked asynchronously with `{ taskId }`: by the request that recorded the task, by
 * a worker that ran out of time, or by the resume job. Locally the same handler runs in process (task-start-local.ts).
 */
export async function handler(event: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<{ taskId: string; outcome: TaskRunOutcome }> {
  const { taskId } = taskEvent.parse(event);
  return { taskId, outcome: await runTask(taskId, Date.now() + workerBudgetMs(context)) };
}
