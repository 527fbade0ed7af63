import { JOB_LIMITS } from '@aed/shared/schemas/job';
import type { StartedTask } from '@aed/shared/schemas/task';
import type { JobLogCleanParams } from '../../tasks/task-registry';
import type { Actor } from '../actor';
import { ALL_SCOPE } from '../../data/data-scope';
import { assertPlatformOperator } from '../platform-records';
import { startTask } from '../task/task-service';

import { JOB_LOG_CLEAN_SCOPE_KEY as PLATFORM_SCOPE_KEY } from './job-log-clean-status';

/** The months a clean without a month reaches: every month the log can still hold (TTL keeps at most about four). */
function recentMonths(count: number, now: Date): string[] {
  const d = new Date(now);
  d.setUTCDate(1);
  const months: string[] = [];
  for (let i = 0; i < count; i++) {
    months.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() - 1);
  }
  return months;
}

/**
 * Clears one month of the job log, or every month it can still hold (decision 0029): records the task and answers it;
 * the task worker deletes in batches what started before this request.
 */
export async function startJobLogClean(actor: Actor, month: string | undefined, now = new Date()): Promise<StartedTask> {
  // the job log is the platform's: only a caller whose scope is the whole platform clears it (decision 0026)
  assertPlatformOperator(actor);
  const cutoff = now.toISOString();
  const params: JobLogCleanParams = { months: month ? [month] : recentMonths(Math.ceil(JOB_LIMITS.logRetentionDays / 28) + 1, now), to: cutoff };
  return startTask(actor, { kind: 'jobLogClean', scope: ALL_SCOPE, scopeKey: PLATFORM_SCOPE_KEY, params, cutoff });
}
