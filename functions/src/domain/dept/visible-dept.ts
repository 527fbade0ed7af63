import { getDeptById } from '../../data/access/dept-reads';
import { scopeCovers } from '../../data/data-scope';
import type { DeptItem } from '../../data/entities/dept-entity';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../actor';
import { completeMove } from './dept-move';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

/** An organization the caller may see, or dept.notFound (an organization outside the scope does not exist for them). */
export async function visibleDept(actor: Actor, deptId: number, code: 'dept.notFound' | 'dept.parentNotFound' = 'dept.notFound'): Promise<DeptItem> {
  let dept = await getDeptById(deptId);
  if (!dept || !scopeCovers(actor.scope, dept.deptPath)) throw AppError.of(DEPT_ERRORS, code);
  if (dept.pendingMove) {
    // A move that stopped half-way is finished before anything else reads or writes under it.
    await completeMove(dept.deptId, dept.pendingMove);
    dept = await getDeptById(deptId);
    if (!dept || !scopeCovers(actor.scope, dept.deptPath)) throw AppError.of(DEPT_ERRORS, code);
  }
  return dept;
}
