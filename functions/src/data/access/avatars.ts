import { AppError } from '../../lib/app-error';
import { UserEntity, type UserItem } from '../entities/user-entity';
import { isConditionalFailure } from './ids';

/** Avatar metadata on the user record; the bytes are in object storage (data/blob-store.ts, decision 0010). */
export interface AvatarMeta {
  blobKey: string;
  contentType: string;
  size: number;
}

/** A blob key (not a data URL written before object storage, which counts as no avatar). */
export const avatarMetaOf = (user: Pick<UserItem, 'avatar' | 'avatarType' | 'avatarSize'>): AvatarMeta | null =>
  user.avatar && user.avatar.startsWith('user/') ? { blobKey: user.avatar, contentType: user.avatarType ?? '', size: user.avatarSize ?? 0 } : null;

/**
 * Points the user's avatar at a new object (or, with `next` null, at none), conditional on it still being what the
 * caller read: of two uploads at once one wins, the other gets `common.conflict` and can delete its own object.
 */
export async function setUserAvatar(user: Pick<UserItem, 'userId' | 'avatar'>, next: AvatarMeta | null, at: string, by: string): Promise<void> {
  try {
    await UserEntity.patch({ userId: user.userId })
      .set({ avatar: next?.blobKey ?? '', avatarType: next?.contentType ?? '', avatarSize: next?.size ?? 0, updateTime: at, updateBy: by })
      .where((attr, op) => op.eq(attr.avatar, user.avatar ?? ''))
      .go();
  } catch (e) {
    if (isConditionalFailure(e)) throw new AppError('common.conflict');
    throw e;
  }
}
