import type { GetInfoResult, UserInfo } from '@aed/shared/schemas/auth';
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

export async function getInfo(actor: Actor): Promise<GetInfoResult> {
  const user = await getUserById(actor.userId);
  if (!user || user.deleted) throw AppError.of(AUTH_ERRORS, 'session.invalid');
  return {
    user: toUserInfo(user),
    roles: actor.roles,
    permissions: actor.permissions,
    ...(await passwordStatusOf(user)),
  };
}
