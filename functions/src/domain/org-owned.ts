import type { ErrorRef } from '../lib/app-error';
import { deptConfigCount } from '../data/access/configs';
import { deptNoticeCount } from '../data/access/notices';
import type { DeptItem } from '../data/entities/dept-entity';
import { nowIso } from '../lib/time';
import type { Actor } from './actor';
import { AppError } from '../lib/app-error';
import { scopeCoversSubtree } from '../data/data-scope';
import { deptInScope } from './dept/dept-in-scope';
import { NOTICE_ERRORS } from '@aed/shared/errors/notice-errors';
import { CONFIG_ERRORS } from '@aed/shared/errors/config-errors';

/**
 * Records an organization owns and that reach its whole subtree: notices (published to it) and parameters
 * (decision 0026). Whoever's scope holds the organization reads them; adding or changing one needs a scope over the
 * organization's whole subtree, so what the root organization owns is the platform operator's alone.
 */

/** The organization a new record goes to (default: the caller's own), in scope and wholly covered by it. */
export async function ownerDeptFor(actor: Actor, deptId: number | undefined, outside: ErrorRef): Promise<DeptItem> {
  const dept = await deptInScope(actor, deptId ?? actor.deptId);
  if (!scopeCoversSubtree(actor.scope, dept.deptPath)) throw new AppError(outside);
  return dept;
}

/** The owner and audit fields of a record created now by the caller in organization `dept`. */
export function newOwnedFields(actor: Actor, dept: Pick<DeptItem, 'deptId' | 'deptPath'>) {
  const now = nowIso();
  return { deptId: dept.deptId, deptPath: dept.deptPath, createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
}


/** An organization is deleted only once it owns no notice and no parameter (the delete's transaction checks it again). */
export async function assertDeptOwnsNothing(deptId: number): Promise<void> {
  const [notices, configs] = await Promise.all([deptNoticeCount(deptId), deptConfigCount(deptId)]);
  if (notices > 0) throw AppError.of(NOTICE_ERRORS, 'notice.deptHasRecords', { count: notices });
  if (configs > 0) throw AppError.of(CONFIG_ERRORS, 'config.deptHasRecords', { count: configs });
}
