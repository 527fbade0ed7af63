import type { DeptItem } from '../../data/entities/dept-entity';
import { getDept } from '../../data/access/access-control';
import { scopeCovers } from '../../data/data-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../actor';
import { completeMove } from './dept-move';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

/** The organization, in the caller's scope (outside it, it does not exist for them); a pending move is finished first. */
export async function deptInScope(actor: Actor, deptId: number): Promise<DeptItem> {
  let dept = await getDept(deptId);
  if (dept?.pendingMove) {
    await completeMove(dept.deptId, dept.pendingMove);
    dept = await getDept(deptId);
  }
  if (!dept || !scopeCovers(actor.scope, dept.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
  return dept;
}
