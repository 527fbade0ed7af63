import { getDept } from '../data/access/access-control';
import type { DeptItem } from '../data/entities/dept-entity';
import type { Actor } from './actor';
import { AppError } from '../lib/app-error';
import { narrowScope, scopeReaches, type DataScope } from '../data/data-scope';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

/**
 * The caller's data scope narrowed to the organization picked in a list's tree (`deptId`, and below when
 * `subtree`), with that organization; without one, the caller's whole scope. An organization the caller does not
 * reach answers `dept.notFound` like a missing one (decision 0025).
 */
export async function listScope(actor: Actor, deptId: number | undefined, subtree = true): Promise<{ scope: DataScope; dept?: DeptItem }> {
  if (deptId === undefined) return { scope: actor.scope };
  const dept = await getDept(deptId);
  if (!dept || !scopeReaches(actor.scope, dept.deptPath, actor.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
  return { scope: narrowScope(actor.scope, dept.deptPath, subtree, actor.deptPath), dept };
}
