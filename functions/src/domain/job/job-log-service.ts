import { deleteJobLogs, getJobLogs } from '../../data/access/jobs';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../actor';
import { assertPlatformOperator } from '../platform-records';

/** All or nothing: an unknown id refuses the call. */
export async function removeJobLogs(actor: Actor, ids: string[]): Promise<void> {
  assertPlatformOperator(actor);
  const found = await getJobLogs(ids);
  if (found.length !== ids.length) throw new AppError('common.notFound');
  await deleteJobLogs(ids);
}
