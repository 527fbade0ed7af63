import type { CursorPage } from '@aed/shared/api/envelope';
import type { NoticePageQuery, NoticeRecord, NoticeRow } from '@aed/shared/schemas/notice';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countNotices, getNoticeWithContent, listPublishedNotices, pageNotices as pageNoticeRows, type NoticeFilter, type NoticeWithContent } from '../../data/access/notices';
import type { NoticeItem } from '../../data/entities/notice-entity';
import type { Actor } from '../actor';
import { pathDeptIds, scopeQueries } from '../../data/data-scope';
import { deptNamesOf, readableRecord } from '../org-records';
import { errorRef } from '../../lib/app-error';
import { NOTICE_ERRORS } from '@aed/shared/errors/notice-errors';

/**
 * Notices belong to an organization and are published to its subtree (docs/decisions/0026): the management calls
 * see the notices of organizations in the caller's scope and change only those whose organization's whole subtree
 * is in it; the top bar shows a reader the notices of its own organization and of its ancestors.
 * This file reads them (the list, one notice, the published ones, record mapping), apart from the changes
 * (notice-service.ts: deletes; notice-writes.ts: adds and edits, with the HTML sanitizer) so that a read route's
 * Lambda carries no write path (decision 0034).
 */

export const NOT_FOUND = errorRef(NOTICE_ERRORS, 'notice.notFound');
export const OUTSIDE = errorRef(NOTICE_ERRORS, 'notice.outsideSubtree');

export const toRow = (n: NoticeItem, deptNames: Map<number, string>): NoticeRow => ({
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

export async function toRecords(items: readonly NoticeWithContent[]): Promise<NoticeRecord[]> {
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
