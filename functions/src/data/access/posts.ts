import { MAX_POSTS } from '@aed/shared/schemas/post';
import { AppError } from '../../lib/app-error';
import { aedService } from '../service';
import { PostEntity, type PostItem } from '../entities/post-entity';

const codeMarker = (postCode: string) => ({ scope: 'postCode', value: postCode.toLowerCase() });
const nameMarker = (postName: string) => ({ scope: 'postName', value: postName.toLowerCase() });

/** Every position: one Query of the position partition (bounded by MAX_POSTS). */
export async function listAllPosts(): Promise<PostItem[]> {
  const { data } = await PostEntity.query.all({}).go({ pages: 'all', limit: MAX_POSTS });
  return data;
}

export async function getPostById(postId: number): Promise<PostItem | null> {
  const { data } = await PostEntity.get({ postId }).go();
  return data;
}

/** Which transaction item refused: 1 the code marker, 2 the name marker. */
function refusal(data: readonly { rejected?: boolean }[], codeIndex: number, nameIndex: number): AppError {
  if (data[codeIndex]?.rejected) return new AppError('post.codeExists');
  if (data[nameIndex]?.rejected) return new AppError('post.nameExists');
  return new AppError('common.conflict');
}

/** Creates a position with its code and name markers atomically. */
export async function createPost(item: PostItem): Promise<void> {
  const owner = String(item.postId);
  const result = await aedService.transaction
    .write(({ post, unique }) => [
      post.create(item).commit(),
      unique.create({ ...codeMarker(item.postCode), ownerId: owner }).commit(),
      unique.create({ ...nameMarker(item.postName), ownerId: owner }).commit(),
    ])
    .go();
  if (result.canceled) throw refusal(result.data as readonly { rejected?: boolean }[], 1, 2);
}

/** Updates a position (unchanged since read); a changed code or name swaps its marker in the same transaction. */
export async function updatePost(before: PostItem, after: PostItem): Promise<void> {
  // linkVersion is moved only by user writes (a stale copy written back would hide one from a delete)
  const { postId, linkVersion: _held, ...changes } = after;
  const owner = String(postId);
  const codeChanged = before.postCode.toLowerCase() !== after.postCode.toLowerCase();
  const nameChanged = before.postName.toLowerCase() !== after.postName.toLowerCase();
  const result = await aedService.transaction
    .write(({ post, unique }) => [
      post
        .patch({ postId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
      ...(codeChanged ? [unique.create({ ...codeMarker(after.postCode), ownerId: owner }).commit(), unique.delete(codeMarker(before.postCode)).commit()] : []),
      ...(nameChanged ? [unique.create({ ...nameMarker(after.postName), ownerId: owner }).commit(), unique.delete(nameMarker(before.postName)).commit()] : []),
    ])
    .go();
  if (result.canceled) {
    const data = result.data as readonly { rejected?: boolean }[];
    throw refusal(data, codeChanged ? 1 : -1, codeChanged ? 3 : 1);
  }
}

/** Deletes positions and their markers in one transaction (each unchanged since read): all or nothing. */
export async function deletePosts(items: PostItem[]): Promise<void> {
  const result = await aedService.transaction
    .write(({ post, unique }) =>
      items.flatMap((item) => [
        post
          .delete({ postId: item.postId })
          // unchanged, and nobody was given it since the caller checked it is held by nobody (decision 0017)
          .where(
            (attr, op) =>
              `${op.eq(attr.updateTime, item.updateTime)} AND ${item.linkVersion === undefined ? op.notExists(attr.linkVersion) : op.eq(attr.linkVersion, item.linkVersion)}`,
          )
          .commit(),
        unique.delete(codeMarker(item.postCode)).commit(),
        unique.delete(nameMarker(item.postName)).commit(),
      ]),
    )
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}
