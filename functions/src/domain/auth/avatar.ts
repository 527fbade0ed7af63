import { hasPermission, PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { AvatarBody, AvatarResult } from '@aed/shared/schemas/auth';
import { getUserById } from '../../data/access/user-reads';
import { avatarMetaOf, setUserAvatar } from '../../data/access/avatars';
import { blobStore, newBlobKey } from '../../data/blob-store';
import { inlineImage, type FileResult } from '../../lib/file-result';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError, errorRef } from '../../lib/app-error';
import { checkImageDataUrl, deleteBlobsQuietly, type ImageType } from '../common/image-upload';
import { avatarUrl } from '../common/image-urls';
import { scopeCovers } from '../../data/data-scope';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';
import { AUTH_FIELD_ERRORS } from '@aed/shared/errors/auth-field-errors';

/* The avatar in the blob store, apart from the rest of the personal centre (profile.ts): only these routes carry the S3 client (decision 0034). */

const AVATAR_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * Stores the avatar in object storage under a new key, then points the user at it (conditional on the avatar read),
 * then deletes the old object. Checked by content: png, jpeg, gif or webp bytes, at most LIMITS.imageUploadBytes.
 */
export async function updateAvatar(actor: Actor, body: AvatarBody): Promise<AvatarResult> {
  const image = checkImageDataUrl(body.avatar, AVATAR_TYPES, errorRef(AUTH_FIELD_ERRORS, 'profile.avatarFormat'));
  const user = await getUserById(actor.userId);
  if (!user) throw AppError.of(AUTH_ERRORS, 'session.invalid');
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
