import { deleteOperLogs, getOperLogs } from '../../data/access/logs';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { MONITOR_ERRORS } from '@aed/shared/errors/monitor-errors';

/** All or nothing: one missing or out-of-scope id refuses the whole call. */
export async function removeOperationLogs(actor: Actor, ids: string[]): Promise<void> {
  const items = await getOperLogs(ids, actor.scope);
  if (items.length !== ids.length) throw AppError.of(MONITOR_ERRORS, 'operlog.notFound');
  await deleteOperLogs(items, actor.scope);
}
