import type { Language } from '@aed/shared/constants/limits';
import { builtInRoleName } from '@aed/shared/i18n/built-in/roles';
import { shownText } from '@aed/shared/i18n/built-in/text';
import type { UserInfoResult, UserRecord } from '@aed/shared/schemas/user';
import { listAllPosts } from '../../data/access/posts';
import { getUserById } from '../../data/access/user-reads';
import type { UserItem } from '../../data/entities/user-entity';
import { scopeCovers } from '../../data/data-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../actor';
import { capabilitiesOf, grantableRoles, loadRoleContext, seesRole, type RoleContext } from './user-rules';
import { toUserRecords } from './user-records';
import { USER_ERRORS } from '@aed/shared/errors/user-errors';

/**
 * Reading one user with the form's options. Kept apart from the changes (user-service.ts: passwords, markers,
 * memberships) so that a read route's Lambda carries no write path (decision 0034); the lists are in user-lists.ts.
 */

/**
 * The form's options (and the user, when given): the roles the caller may give to a user of the user's organization
 * (or of the caller's own for a new one; the form asks `role/optionselect?deptId=` when another is picked) with what
 * they allow (built-in roles named in the caller's language), and positions. The user's roles the caller does not see
 * are left out (they stay untouched on save).
 */
export async function userInfo(actor: Actor, language: Language, userId?: number): Promise<UserInfoResult> {
  const ctx = await loadRoleContext();
  let user: UserRecord | undefined;
  let optionsDept = { deptPath: actor.deptPath };
  if (userId !== undefined) {
    const item = await getUserById(userId);
    if (!item || !scopeCoversUser(actor, item)) throw AppError.of(USER_ERRORS, 'user.notFound');
    [user] = await toUserRecords([item]);
    user = { ...user, roleIds: await visibleRoleIds(actor, ctx, item.roleIds ?? []) };
    optionsDept = item;
  }
  const [roles, posts] = await Promise.all([grantableRoles(actor, ctx, optionsDept), listAllPosts()]);
  return {
    user,
    roles: roles.map((r) => {
      const caps = capabilitiesOf(ctx, r);
      return { roleId: r.roleId, roleName: shownText(builtInRoleName(r), r.roleName, language), roleKey: r.roleKey, canHandleOrders: caps.canHandleOrders, canDistributeOrders: caps.canDistributeOrders };
    }),
    posts: posts
      .filter((p) => p.status === '0')
      .sort((a, b) => a.postSort - b.postSort || a.postId - b.postId)
      .map((p) => ({ postId: p.postId, postName: p.postName })),
  };
}

/** The roles of `roleIds` the caller sees (docs/decisions/0025). */
export async function visibleRoleIds(actor: Actor, ctx: RoleContext, roleIds: readonly number[]): Promise<number[]> {
  await ctx.load(roleIds);
  const out: number[] = [];
  for (const id of roleIds) {
    const role = ctx.roles.get(id);
    if (role && (await seesRole(actor, ctx, role))) out.push(id);
  }
  return out;
}

/** Users are scoped by their organization path; "only own" covers the caller alone. */
export const scopeCoversUser = (actor: Actor, u: UserItem) => scopeCovers(actor.scope, u.deptPath, u.userId);
