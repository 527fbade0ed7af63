import { endSessionsUnder, finishDeptMove, rebaseDepts, rebaseUsers } from '../../data/access/depts';
import { logger } from '../../lib/logger';

/**
 * Finishes moving an organization whose own record already carries its new path and the mark
 * `pendingMove = "<oldPath>|<newPath>"`: the organizations below it and their users are rewritten from the old path
 * prefix to the new one in batches (conditional patches, so running this again after a failure is harmless), the
 * sessions opened under the old path end (a session keeps the path and scope resolved at login), then the mark is
 * cleared. Until then the next read or write of the organization finishes the move first.
 */
export async function completeMove(deptId: number, pendingMove: string): Promise<void> {
  const [from, to] = pendingMove.split('|');
  if (!from || !to) return finishDeptMove(deptId, pendingMove);
  const depts = await rebaseDepts(from, to);
  const users = await rebaseUsers(from, to);
  const sessions = await endSessionsUnder(from);
  await finishDeptMove(deptId, pendingMove);
  logger.info('organization moved', { deptId, from, to, depts, users, sessions });
}
