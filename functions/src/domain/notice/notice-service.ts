import type { Page } from '@aed/shared/api/envelope';
import {
  NOTICE_LIMITS,
  type AddNoticeBody,
  type NoticePageQuery,
  type NoticeRecord,
  type NoticeRow,
  type UpdateNoticeBody,
} from '@aed/shared/schemas/notice';
import { nextId } from '../../data/access/ids';
import {
  createNotice,
  deleteNotices,
  getNoticeRow,
  getNoticeWithContent,
  listAllNoticeRows,
  listPublishedNotices,
  updateNotice,
  type NoticeWithContent,
} from '../../data/access/notices';
import type { NoticeItem } from '../../data/entities/notice-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../app-error';
import { sanitizeNoticeHtml } from './sanitize-notice-html';

const toRow = (n: NoticeItem): NoticeRow => ({
  noticeId: n.noticeId,
  noticeTitle: n.noticeTitle,
  noticeType: n.noticeType,
  status: n.status,
  createBy: n.createBy ?? '',
  createTime: n.createTime,
  updateBy: n.updateBy ?? '',
  updateTime: n.updateTime ?? '',
});
const toRecord = (n: NoticeWithContent): NoticeRecord => ({ ...toRow(n), noticeContent: n.content });

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());

/** Newest first; the rows hold no content, so the partition read stays small (bounded by maxNotices). */
export async function pageNotices(query: NoticePageQuery): Promise<Page<NoticeRow>> {
  const rows = (await listAllNoticeRows())
    .filter((n) => contains(n.noticeTitle, query.noticeTitle) && contains(n.createBy ?? '', query.createBy) && (!query.noticeType || n.noticeType === query.noticeType))
    .sort((a, b) => b.noticeId - a.noticeId)
    .map(toRow);
  return { total: rows.length, rows: rows.slice((query.page - 1) * query.limit, query.page * query.limit) };
}

export async function getNotice(noticeId: number): Promise<NoticeRecord> {
  const item = await getNoticeWithContent(noticeId);
  if (!item) throw new AppError('notice.notFound');
  return toRecord(item);
}

/** Enabled notices for any logged-in user, newest first, at most `limit`. */
export async function publishedNotices(limit: number): Promise<NoticeRecord[]> {
  return (await listPublishedNotices(limit)).map(toRecord);
}

export async function addNotice(actor: Actor, body: AddNoticeBody): Promise<NoticeRecord> {
  if ((await listAllNoticeRows()).length >= NOTICE_LIMITS.maxNotices) throw new AppError('notice.tooMany');
  const now = nowIso();
  const { noticeContent, ...fields } = body;
  const item: NoticeItem = { ...fields, noticeId: await nextId('notice'), createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
  const content = sanitizeNoticeHtml(noticeContent);
  await createNotice(item, content);
  return toRecord({ ...item, content });
}

export async function editNotice(actor: Actor, body: UpdateNoticeBody): Promise<NoticeRecord> {
  const before = await getNoticeRow(body.noticeId);
  if (!before) throw new AppError('notice.notFound');
  const { noticeContent, ...fields } = body;
  const after: NoticeItem = { ...before, ...fields, updateBy: actor.username, updateTime: nowIso() };
  const content = sanitizeNoticeHtml(noticeContent);
  await updateNotice(before, after, content);
  return toRecord({ ...after, content });
}

/** All or nothing: one missing id refuses the whole call and nothing is deleted. */
export async function removeNotices(ids: number[]): Promise<void> {
  const items = await Promise.all(ids.map((id) => getNoticeRow(id)));
  if (items.some((i) => !i)) throw new AppError('notice.notFound');
  await deleteNotices(items as NoticeItem[]);
}
