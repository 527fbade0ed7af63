import type { LogCleanQuery } from '@aed/shared/schemas/monitor';
import type { StartedTask } from '@aed/shared/schemas/task';
import type { LogCleanParams } from '../../tasks/task-registry';
import type { Actor } from '../actor';
import { startTask, type TaskSpec } from '../task/task-service';
import { scopeKeyOf } from '../task/task-queries';
import { resolveCleanRange } from './log-range';

type LogCleanKind = 'operlogClean' | 'logininforClean';

/**
 * A clean of the operation or login log (decisions 0006, 0029): everything in the caller's data scope (or only what was
 * logged before `before`) that was logged before this request. The request records the task and answers it; the task
 * worker deletes in batches. Records written after the request (the clean's own operation log among them) survive.
 */
function logCleanTask(actor: Actor, kind: LogCleanKind, query: LogCleanQuery, now = new Date()): TaskSpec {
  const range = resolveCleanRange(query.before, now);
  const requested = now.toISOString();
  const cutoff = range.to && range.to < requested ? range.to : requested;
  const params: LogCleanParams = { months: range.months, to: cutoff };
  return { kind, scope: actor.scope, scopeKey: scopeKeyOf(actor.scope), params, cutoff };
}

export const startOperationLogClean = (actor: Actor, query: LogCleanQuery): Promise<StartedTask> => startTask(actor, logCleanTask(actor, 'operlogClean', query));
export const startLoginLogClean = (actor: Actor, query: LogCleanQuery): Promise<StartedTask> => startTask(actor, logCleanTask(actor, 'logininforClean', query));
