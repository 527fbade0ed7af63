import type { AvatarBody, ProfileResult, UpdateProfileBody } from '@aed/shared/schemas/auth';
import { getDept } from '../../data/access/access-control';
import { getUserById, updateUserProfile } from '../../data/access/users';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../app-error';
import { toUserInfo } from './get-info';
import { LIMITS } from '@aed/shared/constants/limits';

export async function getProfile(actor: Actor): Promise<ProfileResult> {
  const user = await getUserById(actor.userId);
  if (!user) throw new AppError('session.invalid');
  const dept = await getDept(user.deptId);
  return {
    user: { ...toUserInfo(user), createTime: user.createTime, deptName: dept?.deptName ?? '' },
    roleGroup: actor.roles.join(','),
  };
}

export async function updateProfile(actor: Actor, body: UpdateProfileBody): Promise<ProfileResult> {
  const user = await getUserById(actor.userId);
  if (!user) throw new AppError('session.invalid');
  await updateUserProfile(user, body, nowIso(), actor.username);
  return getProfile(actor);
}

/** The avatar is small (5 MB max) and stored on the user as a data URL; object storage can come later. */
export async function updateAvatar(actor: Actor, body: AvatarBody): Promise<{ avatar: string }> {
  const base64 = body.avatar.slice(body.avatar.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LIMITS.imageBytes) throw new AppError('common.fileTooLarge');
  if (!looksLikeImage(bytes)) throw new AppError('profile.avatarFormat');
  // DynamoDB items are limited to 400 KB: larger images are refused with a clear message.
  if (body.avatar.length > 350_000) throw new AppError('common.fileTooLarge');
  const user = await getUserById(actor.userId);
  if (!user) throw new AppError('session.invalid');
  await updateUserProfile(user, { avatar: body.avatar }, nowIso(), actor.username);
  return { avatar: body.avatar };
}

/** Magic numbers: the declared type is not trusted. */
function looksLikeImage(b: Buffer): boolean {
  const png = b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const gif = b.subarray(0, 4).toString('ascii') === 'GIF8';
  const webp = b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP';
  return png || jpeg || gif || webp;
}
