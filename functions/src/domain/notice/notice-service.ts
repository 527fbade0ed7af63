import type { CursorPage } from '@aed/shared/api/envelope';
import { type AddNoticeBody, type NoticePageQuery, type NoticeRecord, type NoticeRow, type UpdateNoticeBody } from '@aed/shared/schemas/notice';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { nextId } from '../../data/access/ids';
import {
  countNotices,
  createNotice,
  deleteNotices,
  getNoticeRow,
  getNoticeRows,
  getNoticeWithContent,
  listPublishedNotices,
  pageNotices as pageNoticeRows,
  updateNotice,
  type NoticeFields,
  type NoticeFilter,
  type NoticeWithContent,
} from '../../data/access/notices';
import type { NoticeItem } from '../../data/entities/notice-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { pathDeptIds, scopeQueries } from '../../data/data-scope';
import { changeableRecord, deptNamesOf, newOwnedFields, ownerDeptFor, readableRecord } from '../org-owned';
import { sanitizeNoticeHtml } from './sanitize-notice-html';

/**
 * Notices belong to an organization and are published to its subtree (docs/decisions/0026): the management calls
 * see the notices of organizations in the caller's scope and change only those whose organization's whole subtree
 * is in it; the top bar shows a reader the notices of its own organization and of its ancestors.
 */

const NOT_FOUND = 'notice.notFound';
const OUTSIDE = 'notice.outsideSubtree';

const toRow = (n: NoticeItem, deptNames: Map<number, string>): NoticeRow => ({
  noticeId: n.noticeId,
  deptId: n.deptId,
  deptName: deptNames.get(n.deptId) ?? '',
  noticeTitle: n.noticeTitle,
  noticeType: n.noticeType,
  status: n.status,
  createBy: n.createBy ?? '',
  createTime: n.createTime,
  updateBy: n.updateBy ?? '',
  updateTime: n.updateTime ?? '',
});

async function toRecords(items: readonly NoticeWithContent[]): Promise<NoticeRecord[]> {
  const names = await deptNamesOf(items.map((n) => n.deptId));
  return items.map((n) => ({ ...toRow(n, names), noticeContent: n.content }));
}

const filterOf = (query: NoticePageQuery): NoticeFilter => ({
  title: query.noticeTitle?.toLowerCase(),
  createBy: query.createBy?.toLowerCase(),
  noticeType: query.noticeType,
});

/**
 * One cursor page of the notices of the caller's scope: by organization, each organization's newest first. The
 * total comes with the first page only, a capped count (decision 0030).
 */
export async function pageNotices(actor: Actor, query: NoticePageQuery): Promise<CursorPage<NoticeRow>> {
  const partitions = scopeQueries(actor.scope);
  const filter = filterOf(query);
  const page = await pageWithTotal(query.cursor, () => pageNoticeRows(partitions, filter, query.limit, query.cursor), () => countNotices(partitions, filter));
  const names = await deptNamesOf(page.rows.map((n) => n.deptId));
  return { ...page, rows: page.rows.map((n) => toRow(n, names)) };
}

export async function getNotice(actor: Actor, noticeId: number): Promise<NoticeRecord> {
  const [record] = await toRecords([readableRecord(actor, await getNoticeWithContent(noticeId), NOT_FOUND)]);
  return record;
}

/**
 * The top bar: the enabled notices of the reader's organization and of its ancestors (each with the publishing
 * organization's name), newest first, at most `limit`. One Query per organization on the reader's path, so what
 * other tenants publish is never read.
 */
export async function publishedNotices(actor: Actor, limit: number): Promise<NoticeRecord[]> {
  return toRecords(await listPublishedNotices(pathDeptIds(actor.deptPath), limit));
}

export async function addNotice(actor: Actor, body: AddNoticeBody): Promise<NoticeRecord> {
  const { deptId, noticeContent, ...fields } = body;
  const dept = await ownerDeptFor(actor, deptId, OUTSIDE);
  const item: NoticeFields = { ...fields, noticeId: await nextId('notice'), ...newOwnedFields(actor, dept) };
  const content = sanitizeNoticeHtml(noticeContent);
  await createNotice(item, content);
  return { ...toRow(item as NoticeItem, new Map([[dept.deptId, dept.deptName]])), noticeContent: content };
}

export async function editNotice(actor: Actor, body: UpdateNoticeBody): Promise<NoticeRecord> {
  const before = changeableRecord(actor, await getNoticeRow(body.noticeId), NOT_FOUND, OUTSIDE);
  const { noticeContent, noticeTitle, noticeType, status } = body;
  const after: NoticeFields = { ...before, noticeTitle, noticeType, status, updateBy: actor.username, updateTime: nowIso() };
  const content = sanitizeNoticeHtml(noticeContent);
  await updateNotice(before, after, content);
  const [record] = await toRecords([{ ...(after as NoticeItem), content }]);
  return record;
}

/** All or nothing: one id missing or outside the caller's scope (or its subtree) refuses the whole call. */
export async function removeNotices(actor: Actor, ids: number[]): Promise<void> {
  const found = new Map((await getNoticeRows(ids)).map((n) => [n.noticeId, n]));
  const items = ids.map((id) => readableRecord(actor, found.get(id), NOT_FOUND));
  await deleteNotices(items.map((n) => changeableRecord(actor, n, NOT_FOUND, OUTSIDE)));
}
