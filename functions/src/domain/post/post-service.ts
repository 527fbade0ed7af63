import { MAX_POSTS, type AddPostBody, type PostRecord, type UpdatePostBody } from '@aed/shared/schemas/post';
import { nextId } from '../../data/access/ids';
import { postIsHeld } from '../../data/access/user-posts';
import { createPost, deletePosts, getPostById, listAllPosts, updatePost } from '../../data/access/posts';
import type { PostItem } from '../../data/entities/post-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { assertPlatformOperator } from '../platform-records';
import { toRecord } from './post-queries';
import { POST_ERRORS } from '@aed/shared/errors/post-errors';

/** One delete is one transaction of three items per position (record, code and name markers): at most 100 items. */
const MAX_DELETE = 33;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Code and name are unique (case-insensitive); the markers written with the record make a race fail too. */
async function checkUnique(body: { postCode: string; postName: string }, selfId?: number): Promise<PostItem[]> {
  const all = await listAllPosts();
  const others = all.filter((p) => p.postId !== selfId);
  if (others.some((p) => same(p.postCode, body.postCode))) throw AppError.of(POST_ERRORS, 'post.codeExists');
  if (others.some((p) => same(p.postName, body.postName))) throw AppError.of(POST_ERRORS, 'post.nameExists');
  return all;
}

export async function addPost(actor: Actor, body: AddPostBody): Promise<PostRecord> {
  assertPlatformOperator(actor);
  const all = await checkUnique(body);
  if (all.length >= MAX_POSTS) throw AppError.of(POST_ERRORS, 'post.tooMany');
  const now = nowIso();
  const item: PostItem = { ...body, postId: await nextId('post'), createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
  await createPost(item);
  return toRecord(item);
}

export async function editPost(actor: Actor, body: UpdatePostBody): Promise<PostRecord> {
  assertPlatformOperator(actor);
  const before = await getPostById(body.postId);
  if (!before) throw AppError.of(POST_ERRORS, 'post.notFound');
  await checkUnique(body, body.postId);
  const after: PostItem = { ...before, ...body, updateBy: actor.username, updateTime: nowIso() };
  await updatePost(before, after);
  return toRecord(after);
}

/** All or nothing: one missing id refuses the whole call and nothing is deleted. */
export async function removePosts(actor: Actor, ids: number[]): Promise<void> {
  assertPlatformOperator(actor);
  if (ids.length > MAX_DELETE) throw new AppError('common.validation');
  const items = await Promise.all(ids.map((id) => getPostById(id)));
  if (items.some((i) => !i)) throw AppError.of(POST_ERRORS, 'post.notFound');
  // A position users hold cannot be deleted (their records would name a position that no longer exists).
  for (const item of items as PostItem[]) if (await postIsHeld(item.postId)) throw AppError.of(POST_ERRORS, 'post.inUse', { name: item.postName });
  await deletePosts(items as PostItem[]);
}
