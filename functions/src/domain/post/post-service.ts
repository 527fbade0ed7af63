import type { Page } from '@aed/shared/api/envelope';
import { MAX_POSTS, type AddPostBody, type PostOption, type PostPageQuery, type PostRecord, type PostSearch, type UpdatePostBody } from '@aed/shared/schemas/post';
import { nextId } from '../../data/access/ids';
import { postIsHeld } from '../../data/access/user-posts';
import { createPost, deletePosts, getPostById, listAllPosts, updatePost } from '../../data/access/posts';
import type { PostItem } from '../../data/entities/post-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { assertPlatformOperator } from '../platform-records';

/** One delete is one transaction of three items per position (record, code and name markers): at most 100 items. */
const MAX_DELETE = 33;

const toRecord = (p: PostItem): PostRecord => ({
  postId: p.postId,
  postCode: p.postCode,
  postName: p.postName,
  postSort: p.postSort,
  status: p.status,
  remark: p.remark ?? '',
  createBy: p.createBy ?? '',
  createTime: p.createTime,
  updateBy: p.updateBy ?? '',
  updateTime: p.updateTime ?? '',
});

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Search over the position partition (one Query; bounded by MAX_POSTS), by sort order. */
export async function searchPosts(search: PostSearch): Promise<PostRecord[]> {
  return (await listAllPosts())
    .filter((p) => contains(p.postCode, search.postCode) && contains(p.postName, search.postName) && (!search.status || p.status === search.status))
    .sort((a, b) => a.postSort - b.postSort || a.postId - b.postId)
    .map(toRecord);
}

export async function pagePosts(query: PostPageQuery): Promise<Page<PostRecord>> {
  const rows = await searchPosts(query);
  return { total: rows.length, rows: rows.slice((query.page - 1) * query.limit, query.page * query.limit) };
}

export async function getPost(postId: number): Promise<PostRecord> {
  const item = await getPostById(postId);
  if (!item) throw new AppError('post.notFound');
  return toRecord(item);
}

/** Enabled positions for selectors (e.g. the user form). */
export async function postOptions(): Promise<PostOption[]> {
  return (await searchPosts({ postCode: undefined, postName: undefined, status: '0' })).map(({ postId, postCode, postName }) => ({ postId, postCode, postName }));
}

/** Code and name are unique (case-insensitive); the markers written with the record make a race fail too. */
async function checkUnique(body: { postCode: string; postName: string }, selfId?: number): Promise<PostItem[]> {
  const all = await listAllPosts();
  const others = all.filter((p) => p.postId !== selfId);
  if (others.some((p) => same(p.postCode, body.postCode))) throw new AppError('post.codeExists');
  if (others.some((p) => same(p.postName, body.postName))) throw new AppError('post.nameExists');
  return all;
}

export async function addPost(actor: Actor, body: AddPostBody): Promise<PostRecord> {
  assertPlatformOperator(actor);
  const all = await checkUnique(body);
  if (all.length >= MAX_POSTS) throw new AppError('post.tooMany');
  const now = nowIso();
  const item: PostItem = { ...body, postId: await nextId('post'), createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
  await createPost(item);
  return toRecord(item);
}

export async function editPost(actor: Actor, body: UpdatePostBody): Promise<PostRecord> {
  assertPlatformOperator(actor);
  const before = await getPostById(body.postId);
  if (!before) throw new AppError('post.notFound');
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
  if (items.some((i) => !i)) throw new AppError('post.notFound');
  // A position users hold cannot be deleted (their records would name a position that no longer exists).
  for (const item of items as PostItem[]) if (await postIsHeld(item.postId)) throw new AppError('post.inUse', { name: item.postName });
  await deletePosts(items as PostItem[]);
}
