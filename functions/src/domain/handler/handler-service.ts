import { MAX_HANDLERS_PER_TARGET, type AddHandlerBody, type HandlerAssignmentRecord, type HandlerEligibility, type UpdateHandlerBody } from '@aed/shared/schemas/handler';
import { MAX_BINDING_DELETE } from '@aed/shared/schemas/notify';
import { createHandlerAssignment, deleteHandlerAssignments, getHandlerAssignments, handlerSearchTextOf, listHandlerAssignmentsOfTarget, updateHandlerAssignment } from '../../data/access/handler-assignments';
import { nextId } from '../../data/access/ids';
import { getUserById } from '../../data/access/user-reads';
import type { HandlerAssignmentItem } from '../../data/entities/handler-assignment-entity';
import type { UserItem } from '../../data/entities/user-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError, errorRef } from '../../lib/app-error';
import { scopeCovers } from '../../data/data-scope';
import { bindingTarget } from '../notify/binding-target';
import { loadRoleContext } from '../user/user-rules';
import { eligibilityOf } from './handler-eligibility';
import { toHandlerRecords, assignmentInScope } from './handler-queries';
import { HANDLER_ERRORS } from '@aed/shared/errors/handler-errors';

/** One delete is one transaction: up to 3 items per assignment and up to 3 counters per distinct target. */
export const MAX_HANDLER_DELETE = MAX_BINDING_DELETE;

/** The refusal of each reason a user cannot be assigned (spec section 8 for the first two). */
const REFUSAL: Record<Exclude<HandlerEligibility, 'ok'>, keyof typeof HANDLER_ERRORS> = {
  disabled: 'handler.userDisabled',
  noAccess: 'handler.noAccess',
  notHandler: 'handler.notHandler',
  outsideTree: 'handler.userOutsideTree',
  deleted: 'handler.userNotFound',
};

/**
 * The user to assign: it exists in the caller's scope (else it does not exist for them), is enabled, is a handler,
 * holds the order-handling permission and belongs to the target organization or one above it.
 */
async function assignableUser(actor: Actor, userId: number, targetPath: string): Promise<UserItem> {
  const user = await getUserById(userId);
  if (!user || user.deleted || !scopeCovers(actor.scope, user.deptPath, user.userId)) throw AppError.of(HANDLER_ERRORS, 'handler.userNotFound');
  const eligibility = eligibilityOf(user, await loadRoleContext(user.roleIds ?? []), targetPath);
  if (eligibility !== 'ok') throw AppError.of(HANDLER_ERRORS, REFUSAL[eligibility]);
  return user;
}

export async function addHandler(actor: Actor, body: AddHandlerBody): Promise<HandlerAssignmentRecord> {
  const target = await bindingTarget(actor, body.deptId, body.deviceId, errorRef(HANDLER_ERRORS, 'handler.deviceOutsideDept'));
  const user = await assignableUser(actor, body.userId, target.dept.deptPath);
  const existing = await listHandlerAssignmentsOfTarget(target.dept.deptPath, target.deviceId);
  if (existing.some((a) => a.userId === user.userId)) throw AppError.of(HANDLER_ERRORS, 'handler.exists');
  if (existing.length >= MAX_HANDLERS_PER_TARGET) throw AppError.of(HANDLER_ERRORS, 'handler.tooMany', { max: MAX_HANDLERS_PER_TARGET });
  const now = nowIso();
  const item: HandlerAssignmentItem = {
    assignmentId: await nextId('handlerAssignment'),
    deptId: target.dept.deptId,
    deptPath: target.dept.deptPath,
    deviceId: target.deviceId,
    userId: user.userId,
    primary: body.primary,
    remark: body.remark,
    searchText: handlerSearchTextOf(user, body.remark),
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  await createHandlerAssignment(item, user, body.primary ? (existing.find((a) => a.primary) ?? null) : null, target.device);
  return (await toHandlerRecords([item]))[0];
}

/** Primary and remark; becoming primary takes the flag from the target's current primary handler. */
export async function editHandler(actor: Actor, body: UpdateHandlerBody): Promise<HandlerAssignmentRecord> {
  const before = await assignmentInScope(actor, body.assignmentId);
  const user = await getUserById(before.userId);
  const becomesPrimary = body.primary && !before.primary;
  const current = becomesPrimary ? ((await listHandlerAssignmentsOfTarget(before.deptPath, before.deviceId)).find((a) => a.primary && a.assignmentId !== before.assignmentId) ?? null) : null;
  const searchText = user ? handlerSearchTextOf(user, body.remark) : before.searchText;
  const changes = { primary: body.primary, remark: body.remark, searchText, updateBy: actor.username, updateTime: nowIso() };
  await updateHandlerAssignment(before, changes, current);
  return (await toHandlerRecords([{ ...before, ...changes }]))[0];
}

export async function removeHandlers(actor: Actor, ids: readonly number[]): Promise<void> {
  if (ids.length > MAX_HANDLER_DELETE) throw new AppError('common.validation');
  const found = new Map((await getHandlerAssignments(ids)).map((a) => [a.assignmentId, a]));
  const items = ids.map((id) => found.get(id));
  if (items.some((a) => !a || !scopeCovers(actor.scope, a.deptPath))) throw AppError.of(HANDLER_ERRORS, 'handler.notFound');
  await deleteHandlerAssignments(items as HandlerAssignmentItem[]);
}
