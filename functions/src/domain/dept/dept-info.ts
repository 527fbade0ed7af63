import type { DeptRecord } from '@aed/shared/schemas/dept';
import { getDeptById } from '../../data/access/dept-reads';
import { scopeCoversOrganization } from '../../data/data-scope';
import type { Actor } from '../actor';
import { isRoot, toDeptRecord } from './dept-queries';
import { visibleDept } from './visible-dept';

/**
 * One organization, with whether the caller allocates its quotas. Apart from dept-queries.ts because reading one
 * organization finishes a move that stopped half-way (visibleDept), which the lists do not need.
 */
export async function getDeptInfo(actor: Actor, deptId: number): Promise<DeptRecord> {
  const dept = await visibleDept(actor, deptId);
  const parent = isRoot(dept) ? null : await getDeptById(dept.parentId);
  return { ...toDeptRecord(dept), canAllocate: isRoot(dept) || (!!parent && scopeCoversOrganization(actor.scope, parent.deptPath)) };
}
