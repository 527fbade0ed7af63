import { UserRoleEntity, type UserRoleItem } from '../entities/user-role-entity';

/**
 * "User holds role" link items (see entities/user-role-entity.ts). Whoever writes a user's `roleIds` writes these
 * in the same transaction: `createUser` in access/users.ts does; a user update must delete the links of removed
 * roles and put those of added roles (`userRoleLinkChanges`), and a user delete must delete them all.
 */
export const userRoleLinks = (userId: number, roleIds: readonly number[]): UserRoleItem[] =>
  [...new Set(roleIds)].map((roleId) => ({ roleId, userId }));

/** Links to add and to remove when a user's roles change from `before` to `after`. */
export function userRoleLinkChanges(userId: number, before: readonly number[], after: readonly number[]) {
  return {
    add: userRoleLinks(userId, after.filter((r) => !before.includes(r))),
    remove: userRoleLinks(userId, before.filter((r) => !after.includes(r))),
  };
}

/** How many users hold the role (a Query of the role's link partition, never a Scan of users). */
export async function countUsersWithRole(roleId: number): Promise<number> {
  const { data } = await UserRoleEntity.query.byRole({ roleId }).go({ pages: 'all', attributes: ['userId'] });
  return data.length;
}

/** The users holding a role. */
export async function listUserIdsWithRole(roleId: number): Promise<number[]> {
  const { data } = await UserRoleEntity.query.byRole({ roleId }).go({ pages: 'all', attributes: ['userId'] });
  return data.map((l) => l.userId);
}

/** Seeding and repair: makes sure the links of a user's roles exist. */
export async function putUserRoleLinks(userId: number, roleIds: readonly number[]): Promise<void> {
  const links = userRoleLinks(userId, roleIds);
  if (links.length) await UserRoleEntity.put(links).go();
}
