import { LIMITS } from '@aed/shared/constants/limits';
import { PASSWORD_STATUS } from '@aed/shared/constants/password-status';
import type { GetInfoResult, UserInfo } from '@aed/shared/schemas/auth';
import { getUserById } from '../../data/access/users';
import { avatarMetaOf } from '../../data/access/avatars';
import type { UserItem } from '../../data/entities/user-entity';
import type { Actor } from '../actor';
import { AppError } from '../app-error';
import { avatarUrl } from '../common/image-urls';
import { passwordValidateDays } from '../config/config-values';

const DAY_MS = 86_400_000;

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

/** 3 initial/temporary, 2 expired, 1 expires within a month, 0 fine. */
export async function passwordStatusOf(user: UserItem, now = Date.now()) {
  if (user.passwordKind !== 'chosen') return { passwordStatus: PASSWORD_STATUS.initial, passwordExpiresAt: null };
  const days = await passwordValidateDays();
  if (!days) return { passwordStatus: PASSWORD_STATUS.ok, passwordExpiresAt: null };
  const expiresAt = Date.parse(user.passwordChangedAt) + days * DAY_MS;
  const passwordStatus =
    now >= expiresAt
      ? PASSWORD_STATUS.expired
      : expiresAt - now <= LIMITS.passwordExpiryReminderDays * DAY_MS
        ? PASSWORD_STATUS.expiringSoon
        : PASSWORD_STATUS.ok;
  return { passwordStatus, passwordExpiresAt: new Date(expiresAt).toISOString() };
}

export async function getInfo(actor: Actor): Promise<GetInfoResult> {
  const user = await getUserById(actor.userId);
  if (!user || user.deleted) throw new AppError('session.invalid');
  return {
    user: toUserInfo(user),
    roles: actor.roles,
    permissions: actor.permissions,
    ...(await passwordStatusOf(user)),
  };
}
