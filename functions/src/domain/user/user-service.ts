import { LIMITS } from '@aed/shared/constants/limits';
import { hasPermission, PERMISSIONS } from '@aed/shared/permissions/permissions';
import type {
  AddUserBody,
  AddUserResult,
  CertificationBody,
  ChangeUserStatusBody,
  ResetPasswordBody,
  UpdateUserBody,
  UserRecord,
} from '@aed/shared/schemas/user';
import { getDept } from '../../data/access/access-control';
import { nextId } from '../../data/access/ids';
import { listAllPosts } from '../../data/access/posts';
import { deleteUserSessions } from '../../data/access/sessions';
import { createUser, deleteManagedUsers, managedFieldsOf, setChooseFlag, setPassword, setUserCertificate, setUserStatus, updateManagedUser, userIsReferenced } from '../../data/access/users';
import { getUserById, getUsersByIds } from '../../data/access/user-reads';
import { userHasHandlerAssignments } from '../../data/access/handler-assignments';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { NewUserItem, UserItem } from '../../data/entities/user-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../auth/passwords';
import {
  assertDeptInScope,
  assertOperable,
  checkMembership,
  checkRoleChange,
  checkUserTypes,
  loadRoleContext,
  type RoleContext,
} from './user-rules';
import { toUserRecord } from './user-records';
import { scopeCoversUser, visibleRoleIds } from './user-queries';
import { USER_ERRORS } from '@aed/shared/errors/user-errors';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';
import { HANDLER_ERRORS } from '@aed/shared/errors/handler-errors';

async function checkPosts(postIds: readonly number[]): Promise<void> {
  if (!postIds.length) return;
  const known = new Set((await listAllPosts()).map((p) => p.postId));
  if (postIds.some((id) => !known.has(id))) throw AppError.of(USER_ERRORS, 'user.postNotFound');
}

interface NewUserInput extends Omit<AddUserBody, 'password'> {
  passwordHash: string;
}

/**
 * Creates a user after every rule of spec section 5: organization in scope, roles the caller may give, user types
 * the roles allow, positions that exist, quotas and administrator slots of the organization; account, email and
 * phone unique (markers in the same transaction). Shared by add and import.
 */
export async function createManagedUser(actor: Actor, ctx: RoleContext, input: NewUserInput, dept?: DeptItem): Promise<number> {
  const target = assertDeptInScope(actor, dept ?? (await getDept(input.deptId)));
  const { roleIds, roles } = await checkRoleChange(actor, ctx, [], input.roleIds, target.deptPath);
  checkUserTypes(ctx, roles, input.userTypes);
  await checkPosts(input.postIds);
  const lock = await checkMembership(target, ctx, roles, { enabled: input.status === '0' });
  const now = nowIso();
  const userId = await nextId('user');
  const item: NewUserItem = {
    userId,
    username: input.username,
    nickName: input.nickName,
    deptId: target.deptId,
    deptPath: target.deptPath,
    email: input.email,
    phonenumber: input.phonenumber,
    sex: input.sex,
    language: input.language,
    passwordHash: input.passwordHash,
    passwordKind: 'initial',
    passwordChangedAt: now,
    status: input.status,
    userTypes: input.userTypes,
    roleIds,
    postIds: input.postIds,
    remark: input.remark,
    certificateBegin: input.certificateBegin,
    certificateEnd: input.certificateEnd,
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  await createUser(item, lock);
  return userId;
}

/**
 * Certificate validity is the certificate manager's to record (decision 0009): without that right an add may not set
 * it and an update must send back the stored range unchanged (the form shows it read-only).
 */
function checkCertificateRight(actor: Actor, before: { certificateBegin?: string; certificateEnd?: string }, body: { certificateBegin: string; certificateEnd: string }): void {
  if (hasPermission(actor.permissions, PERMISSIONS.user.certificate)) return;
  if (body.certificateBegin !== (before.certificateBegin ?? '') || body.certificateEnd !== (before.certificateEnd ?? '')) throw new AppError('common.forbidden');
}

export async function addUser(actor: Actor, body: AddUserBody): Promise<AddUserResult> {
  const { password, ...input } = body;
  checkCertificateRight(actor, {}, input);
  const ctx = await loadRoleContext();
  // Cheap checks before the slow hash.
  const dept = assertDeptInScope(actor, await getDept(input.deptId));
  const passwordHash = await hashPassword(password);
  return { userId: await createManagedUser(actor, ctx, { ...input, passwordHash }, dept) };
}

export async function updateUser(actor: Actor, body: UpdateUserBody): Promise<UserRecord> {
  const ctx = await loadRoleContext();
  const before = await assertOperable(actor, ctx, await getUserById(body.userId));
  if (body.userId === actor.userId && body.status !== '0') throw AppError.of(USER_ERRORS, 'user.deleteSelf');
  checkCertificateRight(actor, before, body);
  const dept = before.deptId === body.deptId ? await getDept(before.deptId) : assertDeptInScope(actor, await getDept(body.deptId));
  if (!dept) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
  const { roleIds, roles } = await checkRoleChange(actor, ctx, before.roleIds ?? [], body.roleIds, dept.deptPath, dept.deptPath !== before.deptPath);
  checkUserTypes(ctx, roles, body.userTypes);
  await checkPosts(body.postIds);
  const lock = await checkMembership(dept, ctx, roles, { enabled: body.status === '0', exceptUserId: before.userId });
  const { userId: _id, ...fields } = body;
  const after = { ...managedFieldsOf(before), ...fields, roleIds, deptId: dept.deptId, deptPath: dept.deptPath };
  const now = nowIso();
  await updateManagedUser(before, after, now, actor.username, [lock]);
  // A disabled user, a user moved out of an organization or whose roles changed logs in again with the new rights.
  const rolesChanged = [...(before.roleIds ?? [])].sort().join() !== [...roleIds].sort().join();
  if (body.status !== '0' || rolesChanged || before.deptPath !== dept.deptPath) await deleteUserSessions(before.userId);
  return toUserRecord({ ...before, ...after, roleIds: await visibleRoleIds(actor, ctx, roleIds), updateTime: now }, dept.deptName);
}

/** All or nothing: every id must be a user the caller may delete; none referenced by a sale. */
export async function deleteUsers(actor: Actor, ids: number[]): Promise<void> {
  if (ids.includes(actor.userId)) throw AppError.of(USER_ERRORS, 'user.deleteSelf');
  const ctx = await loadRoleContext();
  const found = await getUsersByIds(ids);
  const byId = new Map(found.map((u) => [u.userId, u]));
  const items: UserItem[] = [];
  for (const id of ids) items.push(await assertOperable(actor, ctx, byId.get(id) ?? null));
  for (const u of items) if (await userIsReferenced(u.userId)) throw AppError.of(USER_ERRORS, 'user.usedBySale');
  // orders of an organization or device would default to a user that no longer exists (decision 0019)
  for (const u of items) if (await userHasHandlerAssignments(u.userId)) throw AppError.of(HANDLER_ERRORS, 'handler.userAssigned');
  // One transaction holds at most 100 items: a user is up to ~20 (record, markers, links).
  if (items.length > LIMITS.maxIdsPerDelete / 4) throw new AppError('common.validation');
  await deleteManagedUsers(items);
  for (const u of items) await deleteUserSessions(u.userId);
}

export async function resetUserPassword(actor: Actor, body: ResetPasswordBody): Promise<void> {
  const ctx = await loadRoleContext();
  const user = await assertOperable(actor, ctx, await getUserById(body.userId));
  await setPassword(user.userId, await hashPassword(body.password), 'initial', nowIso(), actor.username);
  await deleteUserSessions(user.userId);
}

export async function changeUserStatus(actor: Actor, body: ChangeUserStatusBody): Promise<void> {
  const ctx = await loadRoleContext();
  const user = await assertOperable(actor, ctx, await getUserById(body.userId));
  if (user.userId === actor.userId) throw AppError.of(USER_ERRORS, 'user.deleteSelf');
  if (user.status === body.status) return;
  if (body.status === '0') {
    // Enabling takes a place in the organization's quota again.
    const dept = await getDept(user.deptId);
    if (!dept) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
    const roles = (user.roleIds ?? []).map((id) => ctx.roles.get(id)).filter((r) => !!r);
    const lock = await checkMembership(dept, ctx, roles, { enabled: true, exceptUserId: user.userId });
    await updateManagedUser(user, { ...managedFieldsOf(user), status: '0' }, nowIso(), actor.username, [lock]);
    return;
  }
  await setUserStatus(user, body.status, nowIso(), actor.username);
  await deleteUserSessions(user.userId);
}

export async function updateCertification(actor: Actor, body: CertificationBody): Promise<void> {
  const user = await getUserById(body.userId);
  // The certificate manager records validity: scope applies, role rights do not (it changes no rights).
  if (!user || !scopeCoversUser(actor, user)) throw AppError.of(USER_ERRORS, 'user.notFound');
  if (user.isSuperAdmin) throw AppError.of(USER_ERRORS, 'user.superAdminImmutable');
  await setUserCertificate(user, body.certificateBegin, body.certificateEnd, nowIso(), actor.username);
}

export async function updateChooseFlag(actor: Actor, chooseFlag: '1' | '2'): Promise<void> {
  await setChooseFlag(actor.userId, chooseFlag);
}
