import { MAX_POSTS } from '@aed/shared/schemas/post';
import { AppError } from '../../lib/app-error';
import { PostEntity, type PostItem } from '../entities/post-entity';
import { writeTransaction, type Refusal } from './transactions';
import { UniqueEntity } from '../entities/unique-entity';
import { POST_ERRORS } from '@aed/shared/errors/post-errors';

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

type Part = 'record' | 'code' | 'name' | 'release';

/** A taken code names itself first, then a taken name; anything else is a concurrent change. */
function refusal({ parts }: Refusal<Part>): AppError {
  if (parts.includes('code')) return AppError.of(POST_ERRORS, 'post.codeExists');
  if (parts.includes('name')) return AppError.of(POST_ERRORS, 'post.nameExists');
  return new AppError('common.conflict');
}

/** Creates a position with its code and name markers atomically. */
export async function createPost(item: PostItem): Promise<void> {
  const owner = String(item.postId);
  const refused = await writeTransaction<Part>({ post: PostEntity, unique: UniqueEntity }, ({ post, unique }, add) => {
    add('record', post.create(item).commit());
    add('code', unique.create({ ...codeMarker(item.postCode), ownerId: owner }).commit());
    add('name', unique.create({ ...nameMarker(item.postName), ownerId: owner }).commit());
  });
  if (refused) throw refusal(refused);
}

/** Updates a position (unchanged since read); a changed code or name swaps its marker in the same transaction. */
export async function updatePost(before: PostItem, after: PostItem): Promise<void> {
  // linkVersion is moved only by user writes (a stale copy written back would hide one from a delete)
  const { postId, linkVersion: _held, ...changes } = after;
  const owner = String(postId);
  const codeChanged = before.postCode.toLowerCase() !== after.postCode.toLowerCase();
  const nameChanged = before.postName.toLowerCase() !== after.postName.toLowerCase();
  const refused = await writeTransaction<Part>({ post: PostEntity, unique: UniqueEntity }, ({ post, unique }, add) => {
    add(
      'record',
      post
        .patch({ postId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
    );
    if (codeChanged) {
      add('code', unique.create({ ...codeMarker(after.postCode), ownerId: owner }).commit());
      add('release', unique.delete(codeMarker(before.postCode)).commit());
    }
    if (nameChanged) {
      add('name', unique.create({ ...nameMarker(after.postName), ownerId: owner }).commit());
      add('release', unique.delete(nameMarker(before.postName)).commit());
    }
  });
  if (refused) throw refusal(refused);
}

/** Deletes positions and their markers in one transaction (each unchanged since read): all or nothing. */
export async function deletePosts(items: PostItem[]): Promise<void> {
  const refused = await writeTransaction<Part>({ post: PostEntity, unique: UniqueEntity }, ({ post, unique }, add) => {
    for (const item of items) {
      add(
        'record',
        post
          .delete({ postId: item.postId })
          // unchanged, and nobody was given it since the caller checked it is held by nobody (decision 0017)
          .where(
            (attr, op) =>
              `${op.eq(attr.updateTime, item.updateTime)} AND ${item.linkVersion === undefined ? op.notExists(attr.linkVersion) : op.eq(attr.linkVersion, item.linkVersion)}`,
          )
          .commit(),
      );
      add('release', unique.delete(codeMarker(item.postCode)).commit());
      add('release', unique.delete(nameMarker(item.postName)).commit());
    }
  });
  if (refused) throw new AppError('common.conflict');
}
