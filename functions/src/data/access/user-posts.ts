import { UserPostEntity, type UserPostItem } from '../entities/user-post-entity';

/** "User holds position" link items (see entities/user-post-entity.ts), written with the user's `postIds`. */
export const userPostLinks = (userId: number, postIds: readonly number[]): UserPostItem[] =>
  [...new Set(postIds)].map((postId) => ({ postId, userId }));

export function userPostLinkChanges(userId: number, before: readonly number[], after: readonly number[]) {
  return {
    add: userPostLinks(userId, after.filter((p) => !before.includes(p))),
    remove: userPostLinks(userId, before.filter((p) => !after.includes(p))),
  };
}

/** Is any user holding the position? (one Query of the position's partition, at most one item read) */
export async function postIsHeld(postId: number): Promise<boolean> {
  const { data } = await UserPostEntity.query.byPost({ postId }).go({ limit: 1, attributes: ['userId'] });
  return data.length > 0;
}
