import { deleteOperLogs, getOperLogs } from '../../data/access/logs';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';

/** All or nothing: one missing or out-of-scope id refuses the whole call. */
export async function removeOperationLogs(actor: Actor, ids: string[]): Promise<void> {
  const items = await getOperLogs(ids, actor.scope);
  if (items.length !== ids.length) throw new AppError('operlog.notFound');
  await deleteOperLogs(items, actor.scope);
}
