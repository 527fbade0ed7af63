import type { Page } from '@aed/shared/api/envelope';
import type { PostOption, PostPageQuery, PostRecord, PostSearch } from '@aed/shared/schemas/post';
import { getPostById, listAllPosts } from '../../data/access/posts';
import type { PostItem } from '../../data/entities/post-entity';
import { AppError } from '../../lib/app-error';
import { POST_ERRORS } from '@aed/shared/errors/post-errors';

/**
 * Reading posts (the list, one post, the options of the user form, record mapping). Kept apart from the changes
 * (post-service.ts) so that a read route's Lambda carries no write path (decision 0034).
 */

export const toRecord = (p: PostItem): PostRecord => ({
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
  if (!item) throw AppError.of(POST_ERRORS, 'post.notFound');
  return toRecord(item);
}

/** Enabled positions for selectors (e.g. the user form). */
export async function postOptions(): Promise<PostOption[]> {
  return (await searchPosts({ postCode: undefined, postName: undefined, status: '0' })).map(({ postId, postCode, postName }) => ({ postId, postCode, postName }));
}
