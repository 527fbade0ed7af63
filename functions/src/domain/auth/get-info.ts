import type { GetInfoResult, UserInfo } from '@aed/shared/schemas/auth';
import type { Language } from '@aed/shared/constants/limits';
import { builtInRoleName } from '@aed/shared/i18n/built-in/roles';
import { shownText } from '@aed/shared/i18n/built-in/text';
import { roleNamesByIds, type RoleNames } from '../common/record-names';
import { getUserById } from '../../data/access/user-reads';
import { avatarMetaOf } from '../../data/access/avatars';
import type { UserItem } from '../../data/entities/user-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { avatarUrl } from '../common/image-urls';
import { passwordStatusOf } from './password-status';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';

export function toUserInfo(user: UserItem): UserInfo {
  return {
    userId: user.userId,
    username: user.username,
    nickName: user.nickName,
    avatar: avatarUrl(user.userId, avatarMetaOf(user)?.blobKey),
    userType: user.userType ?? '00',
    email: user.email ?? '',
    phonenumber: user.phonenumber ?? '',
    sex: user.sex ?? '2',
    deptId: user.deptId,
    language: user.language ?? 'en',
    chooseFlag: user.chooseFlag ?? '2',
  };
}

/** Role names as a viewer reading `language` sees them, in the roles' order (the personal centre, the home page). */
export const roleNamesOf = (roles: readonly RoleNames[], language: Language): string[] =>
  [...roles].sort((a, b) => a.roleSort - b.roleSort || a.roleId - b.roleId).map((r) => shownText(builtInRoleName(r), r.roleName, language));

export async function getInfo(actor: Actor, language: Language): Promise<GetInfoResult> {
  const user = await getUserById(actor.userId);
  if (!user || user.deleted) throw AppError.of(AUTH_ERRORS, 'session.invalid');
  // names only, from the short per-container cache; which roles the caller holds is the session's
  const roles = (await roleNamesByIds([...user.roleIds])).filter((r) => actor.roles.includes(r.roleKey));
  return {
    user: toUserInfo(user),
    roles: actor.roles,
    roleNames: roleNamesOf(roles, language),
    permissions: actor.permissions,
    ...(await passwordStatusOf(user)),
  };
}
