import type { ProfileResult, UpdateProfileBody } from '@aed/shared/schemas/auth';
import type { Language } from '@aed/shared/constants/limits';
import { getDept } from '../../data/access/access-control';
import { roleNamesByIds } from '../common/record-names';
import { updateUserProfile } from '../../data/access/users';
import { getUserById } from '../../data/access/user-reads';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { roleNamesOf, toUserInfo } from './get-info';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';

/** The personal centre: the user, their organization and the names of their roles as `language` shows them. */
export async function getProfile(actor: Actor, language: Language): Promise<ProfileResult> {
  const user = await getUserById(actor.userId);
  if (!user) throw AppError.of(AUTH_ERRORS, 'session.invalid');
  const [dept, roles] = await Promise.all([getDept(user.deptId), roleNamesByIds([...user.roleIds])]);
  const roleNames = roleNamesOf(roles, language);
  return {
    user: { ...toUserInfo(user), createTime: user.createTime, deptName: dept?.deptName ?? '' },
    roleGroup: roleNames.join(','),
    roleNames,
  };
}

export async function updateProfile(actor: Actor, body: UpdateProfileBody, language: Language): Promise<ProfileResult> {
  const user = await getUserById(actor.userId);
  if (!user) throw AppError.of(AUTH_ERRORS, 'session.invalid');
  await updateUserProfile(user, body, nowIso(), actor.username);
  return getProfile(actor, body.language ?? language);
}
