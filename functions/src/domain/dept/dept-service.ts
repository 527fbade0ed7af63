import {
  DEPT_QUOTA_FIELDS,
  type AddDeptBody,
  type DeptRecord,
  type UpdateDeptBody,
} from '@aed/shared/schemas/dept';
import { ancestorsOf, childPath, createDept, updateDept } from '../../data/access/depts';
import { deptHasChildren, getDeptById, listDirectChildren } from '../../data/access/dept-reads';
import { nextId } from '../../data/access/ids';
import type { DeptItem } from '../../data/entities/dept-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { scopeCovers, scopeCoversOrganization } from '../../data/data-scope';
import { completeMove } from './dept-move';
import { visibleDept } from './visible-dept';
import { encryptMailPassword } from './mail-secret';
import { forgetDeptNames } from '../common/record-names';
import { isRoot, toDeptRecord } from './dept-queries';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

type Quotas = Pick<DeptItem, (typeof DEPT_QUOTA_FIELDS)[number]>;

/**
 * Spec section 5: a child's quotas and account counts are strictly below those of its parent. The default
 * organization (the platform operator at the root) allocates without a limit of its own. Only agents have children
 * (a customer is terminal, decision 0022), so the parent is an agent unless the data predates that rule, in which
 * case the stricter reading (below the parent, whatever its type) applies.
 */
function assertBelowParent(parent: DeptItem, child: Quotas): void {
  if (isRoot(parent)) return;
  for (const field of DEPT_QUOTA_FIELDS) {
    if (child[field] >= (parent[field] ?? 0)) throw AppError.of(DEPT_ERRORS, 'dept.quotaAboveParent', { field });
  }
}

/** The other direction: an organization's new quotas stay above those of each of its children. */
async function assertAboveChildren(dept: DeptItem, quotas: Quotas): Promise<void> {
  if (isRoot(dept)) return;
  const children = await listDirectChildren(dept);
  for (const field of DEPT_QUOTA_FIELDS) {
    if (children.some((c) => (c[field] ?? 0) >= quotas[field])) throw AppError.of(DEPT_ERRORS, 'dept.quotaBelowChildren', { field });
  }
}

/**
 * Spec section 6 ("a parent allocates quotas and licences to children") and decision 0022: an organization's quotas,
 * account counts and type are its parent's to set. Only a caller whose data scope covers the parent (the allocator)
 * changes them; anyone else editing the organization (its own administrators) must send them unchanged.
 */
function assertAllocator(actor: Actor, before: DeptItem, parent: DeptItem, body: Quotas & Pick<DeptItem, 'deptType'>): void {
  if (scopeCoversOrganization(actor.scope, parent.deptPath)) return;
  for (const field of DEPT_QUOTA_FIELDS) {
    if (body[field] !== (before[field] ?? 0)) throw AppError.of(DEPT_ERRORS, 'dept.quotaByParent', { field });
  }
  if (body.deptType !== before.deptType) throw AppError.of(DEPT_ERRORS, 'dept.typeByParent');
}

/** Decision 0022: a customer (type 2) is a terminal organization; children are added or moved only under agents. */
function assertMayHaveChildren(parent: DeptItem): void {
  if (parent.deptType === '2') throw AppError.of(DEPT_ERRORS, 'dept.parentIsCustomer');
}

type DeptFields = Omit<AddDeptBody, 'mailPassword' | 'clearMailPassword'>;
const fieldsOf = (body: AddDeptBody | UpdateDeptBody): DeptFields => {
  const { mailPassword: _p, clearMailPassword: _c, ...rest } = body;
  if ('deptId' in rest) delete (rest as Partial<UpdateDeptBody>).deptId;
  return rest;
};

/** The stored form of the fields: `mailPort: null` ("no port") is stored as 0. */
const stored = (v: DeptFields) => ({ ...v, mailPort: v.mailPort ?? 0 });

export async function addDept(actor: Actor, body: AddDeptBody): Promise<DeptRecord> {
  const parent = await visibleDept(actor, body.parentId, 'dept.parentNotFound');
  assertMayHaveChildren(parent);
  assertBelowParent(parent, body);
  const deptId = await nextId('dept');
  const deptPath = childPath(parent.deptPath, deptId);
  // The new organization must itself lie in the caller's scope (a scope "own organization only" adds no children).
  if (!scopeCovers(actor.scope, deptPath)) throw new AppError('common.forbidden');
  const now = nowIso();
  const item: DeptItem = {
    ...stored(fieldsOf(body)),
    deptId,
    parentId: parent.deptId,
    ancestors: ancestorsOf(deptPath),
    deptPath,
    mailPasswordEnc: body.mailPassword ? await encryptMailPassword(body.mailPassword, deptId) : '',
    pendingMove: '',
    logoTime: '',
    sealTime: '',
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  // the name marker makes a duplicate (even a concurrent one) fail here; the parent must be the one checked above
  await createDept(item, parent);
  return toDeptRecord(item);
}

export async function editDept(actor: Actor, body: UpdateDeptBody): Promise<DeptRecord> {
  const before = await visibleDept(actor, body.deptId);
  const fields = fieldsOf(body);
  let parent: DeptItem | null = null;
  let deptPath = before.deptPath;
  if (isRoot(before)) {
    // The platform operator: never moved, disabled or made a customer; its quotas are nobody's to allocate.
    if (body.parentId !== before.parentId || body.status !== '0' || body.deptType !== '0') throw AppError.of(DEPT_ERRORS, 'dept.rootImmutable');
  } else {
    if (body.parentId === before.parentId) {
      // Staying put: the parent may lie outside the caller's scope (an administrator of their own organization).
      parent = await getDeptById(before.parentId);
      if (!parent) throw AppError.of(DEPT_ERRORS, 'dept.parentNotFound');
    } else {
      // Moving: the new parent must be visible, and not the organization itself or below it.
      if (body.parentId === before.deptId) throw AppError.of(DEPT_ERRORS, 'dept.parentIsSelfOrChild');
      parent = await visibleDept(actor, body.parentId, 'dept.parentNotFound');
      if (parent.deptPath.startsWith(before.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.parentIsSelfOrChild');
      assertMayHaveChildren(parent);
      deptPath = childPath(parent.deptPath, before.deptId);
      if (!scopeCovers(actor.scope, deptPath)) throw new AppError('common.forbidden');
    }
    assertAllocator(actor, before, parent, body);
    assertBelowParent(parent, body);
  }
  if (body.deptType === '2' && before.deptType !== '2' && (await deptHasChildren(before.deptPath))) throw AppError.of(DEPT_ERRORS, 'dept.customerWithChildren');
  await assertAboveChildren(before, body);

  const moved = deptPath !== before.deptPath;
  const mailPasswordEnc = body.clearMailPassword
    ? ''
    : body.mailPassword
      ? await encryptMailPassword(body.mailPassword, before.deptId)
      : before.mailPasswordEnc;
  const after: DeptItem = {
    ...before,
    ...stored(fields),
    parentId: parent?.deptId ?? before.parentId,
    deptPath,
    ancestors: ancestorsOf(deptPath),
    mailPasswordEnc,
    pendingMove: moved ? `${before.deptPath}|${deptPath}` : '',
    updateBy: actor.username,
    updateTime: nowIso(),
  };
  // A move or a new allocation was checked against the parent as read: the write requires it unchanged.
  const allocationChanged = before.deptType !== after.deptType || DEPT_QUOTA_FIELDS.some((f) => before[f] !== after[f]);
  await updateDept(before, after, parent && (moved || allocationChanged) ? parent : undefined);
  forgetDeptNames([before.deptId]);
  if (moved) await completeMove(after.deptId, after.pendingMove);
  return toDeptRecord({ ...after, pendingMove: '' });
}
