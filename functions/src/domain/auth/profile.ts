import { hasPermission, PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { AvatarBody, AvatarResult, ProfileResult, UpdateProfileBody } from '@aed/shared/schemas/auth';
import type { Language } from '@aed/shared/constants/limits';
import { builtInRoleName } from '@aed/shared/i18n/built-in/roles';
import { shownText } from '@aed/shared/i18n/built-in/text';
import { getDept, getRolesByIds } from '../../data/access/access-control';
import { updateUserProfile } from '../../data/access/users';
import { getUserById } from '../../data/access/user-reads';
import { avatarMetaOf, setUserAvatar } from '../../data/access/avatars';
import { blobStore, newBlobKey } from '../../data/blob-store';
import { inlineImage, type FileResult } from '../../lib/file-result';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { checkImageDataUrl, deleteBlobsQuietly, type ImageType } from '../common/image-upload';
import { avatarUrl } from '../common/image-urls';
import { scopeCovers } from '../../data/data-scope';
import { toUserInfo } from './get-info';

const AVATAR_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The personal centre: the user, their organization and the names of their roles as `language` shows them. */
export async function getProfile(actor: Actor, language: Language): Promise<ProfileResult> {
  const user = await getUserById(actor.userId);
  if (!user) throw new AppError('session.invalid');
  const [dept, roles] = await Promise.all([getDept(user.deptId), getRolesByIds([...user.roleIds])]);
  const roleNames = roles.sort((a, b) => a.roleSort - b.roleSort || a.roleId - b.roleId).map((r) => shownText(builtInRoleName(r), r.roleName, language));
  return {
    user: { ...toUserInfo(user), createTime: user.createTime, deptName: dept?.deptName ?? '' },
    roleGroup: roleNames.join(','),
    roleNames,
  };
}

export async function updateProfile(actor: Actor, body: UpdateProfileBody, language: Language): Promise<ProfileResult> {
  const user = await getUserById(actor.userId);
  if (!user) throw new AppError('session.invalid');
  await updateUserProfile(user, body, nowIso(), actor.username);
  return getProfile(actor, body.language ?? language);
}

/**
 * Stores the avatar in object storage under a new key, then points the user at it (conditional on the avatar read),
 * then deletes the old object. Checked by content: png, jpeg, gif or webp bytes, at most LIMITS.imageUploadBytes.
 */
export async function updateAvatar(actor: Actor, body: AvatarBody): Promise<AvatarResult> {
  const image = checkImageDataUrl(body.avatar, AVATAR_TYPES, 'profile.avatarFormat');
  const user = await getUserById(actor.userId);
  if (!user) throw new AppError('session.invalid');
  const previous = avatarMetaOf(user);
  const blobKey = newBlobKey(`user/${user.userId}/avatar`);
  await blobStore().put(blobKey, image.bytes, image.contentType);
  try {
    await setUserAvatar(user, { blobKey, contentType: image.contentType, size: image.bytes.length }, nowIso(), actor.username);
  } catch (e) {
    // Refused (concurrent change): the new object is nobody's. Any other failure may have switched it: keep it.
    if (e instanceof AppError) await deleteBlobsQuietly([blobKey]);
    throw e;
  }
  if (previous) await deleteBlobsQuietly([previous.blobKey]);
  return { avatar: avatarUrl(user.userId, blobKey) };
}

/**
 * An avatar image: the caller's own, or that of a user in the caller's data scope when the caller may query users.
 * Anything else answers 404 like a missing avatar (the user's existence is not revealed).
 */
export async function getAvatarFile(actor: Actor, userId: number): Promise<FileResult> {
  const user = await getUserById(userId);
  const allowed =
    !!user &&
    !user.deleted &&
    (user.userId === actor.userId || (hasPermission(actor.permissions, PERMISSIONS.user.query) && scopeCovers(actor.scope, user.deptPath, user.userId)));
  const meta = allowed ? avatarMetaOf(user) : null;
  const blob = meta ? await blobStore().get(meta.blobKey) : null;
  if (!meta || !blob) throw new AppError('common.notFound');
  return inlineImage(`avatar-${userId}.${meta.contentType.slice('image/'.length)}`, meta.contentType, blob.bytes);
}
