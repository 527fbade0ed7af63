/**
 * Notices (docs/decisions/0026): the named access functions. A notice belongs to an organization; lists are
 * key-prefix Queries of the caller's scope on `byPath`, the top bar one Query per organization on the reader's path.
 */
import { NOTICE_LIMITS } from '@aed/shared/schemas/notice';
import { AppError, errorRef } from '../../lib/app-error';
import { NoticeContentEntity } from '../entities/notice-content-entity';
import { NoticeEntity, type NoticeItem } from '../entities/notice-entity';
import { assertCounterZero, counterValue, moveCounter } from './counters';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';
import { rebaseUnder } from './path-rebase';
import { writeTransaction, type TransactionEntities } from './transactions';
import { CounterEntity } from '../entities/counter-entity';
import { NOTICE_ERRORS } from '@aed/shared/errors/notice-errors';
import { COMMON_ERRORS } from '@aed/shared/errors/common-errors';

export type NoticeWithContent = NoticeItem & { content: string };
/** A notice as the service builds it: the derived key and search attributes are set here. */
export type NoticeFields = Omit<NoticeItem, 'recency' | 'titleSearch' | 'createBySearch'>;

/** How many notices an organization holds: bounded by NOTICE_LIMITS.maxPerOrganization; its delete refuses while > 0. */
export const deptNoticeCounter = (deptId: number) => `deptNotices#${deptId}`;

const RECENCY_TOP = 999_999_999_999;
/** The derived attributes of a notice: its newest-first sort key and lower-cased search texts. */
export const withDerived = (n: NoticeFields): NoticeItem => ({
  ...n,
  recency: String(RECENCY_TOP - n.noticeId).padStart(12, '0'),
  titleSearch: n.noticeTitle.toLowerCase(),
  createBySearch: (n.createBy ?? '').toLowerCase(),
});

export async function getNoticeRow(noticeId: number): Promise<NoticeItem | null> {
  const { data } = await NoticeEntity.get({ noticeId }).go({ consistent: true });
  return data;
}

export async function getNoticeRows(ids: readonly number[]): Promise<NoticeItem[]> {
  if (!ids.length) return [];
  const { data } = await NoticeEntity.get(ids.map((noticeId) => ({ noticeId }))).go({ consistent: true });
  return data;
}

export async function getNoticeWithContent(noticeId: number): Promise<NoticeWithContent | null> {
  const [row, content] = await Promise.all([getNoticeRow(noticeId), NoticeContentEntity.get({ noticeId }).go()]);
  return row ? { ...row, content: content.data?.content ?? '' } : null;
}

/**
 * The newest enabled notices of each of these organizations (the reader's own and its ancestors), newest first, at
 * most `limit` in all: one Query per organization of the `published` index and one BatchGet of the contents.
 */
export async function listPublishedNotices(deptIds: readonly number[], limit: number): Promise<NoticeWithContent[]> {
  const perDept = await Promise.all(deptIds.map((deptId) => NoticeEntity.query.published({ deptId, status: '0' }).go({ order: 'desc', limit, count: limit })));
  const rows = perDept
    .flatMap((r) => r.data)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.noticeId - a.noticeId)
    .slice(0, limit);
  if (!rows.length) return [];
  const { data: contents } = await NoticeContentEntity.get(rows.map((r) => ({ noticeId: r.noticeId }))).go();
  const byId = new Map(contents.map((c) => [c.noticeId, c.content]));
  return rows.map((r) => ({ ...r, content: byId.get(r.noticeId) ?? '' }));
}

type Part = 'notice' | 'content' | 'room' | 'counter';

/**
 * Creates the notice row and its content in one transaction, with one more on its organization's counter, refused
 * when the organization already holds NOTICE_LIMITS.maxPerOrganization (`notice.tooMany`).
 */
export async function createNotice(fields: NoticeFields, content: string): Promise<void> {
  const item = withDerived(fields);
  const max: number = NOTICE_LIMITS.maxPerOrganization;
  const refused = await writeTransaction<Part>({ notice: NoticeEntity, noticeContent: NoticeContentEntity, counter: CounterEntity }, ({ notice, noticeContent, counter }, add) => {
    add('notice', notice.create(item).commit());
    add('content', noticeContent.create({ noticeId: item.noticeId, content }).commit());
    add(
      'room',
      counter
        .update({ name: deptNoticeCounter(item.deptId) })
        .add({ value: 1 })
        .where((attr, op) => `${op.notExists(attr.value)} OR ${op.lt(attr.value, max)}`)
        .commit(),
    );
  });
  if (refused) throw refused.part === 'room' ? AppError.of(NOTICE_ERRORS, 'notice.tooMany', { max }) : new AppError('common.conflict');
}

/** Updates row (unchanged since read, still in the same organization) and content together; the organization stays. */
export async function updateNotice(before: NoticeItem, after: NoticeFields, content: string): Promise<void> {
  const { noticeId, ...changes } = withDerived({ ...after, deptId: before.deptId, deptPath: before.deptPath });
  const refused = await writeTransaction<Part>({ notice: NoticeEntity, noticeContent: NoticeContentEntity }, ({ notice, noticeContent }, add) => {
    add(
      'notice',
      notice
        .patch({ noticeId })
        .set(changes)
        .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
        .commit(),
    );
    add('content', noticeContent.put({ noticeId, content }).commit());
  });
  if (refused) throw new AppError('common.conflict');
}

/** Deletes notices with their content in one transaction (each unchanged since read), organization counters down: all or nothing. */
export async function deleteNotices(items: readonly NoticeItem[]): Promise<void> {
  const perDept = new Map<number, number>();
  for (const item of items) perDept.set(item.deptId, (perDept.get(item.deptId) ?? 0) + 1);
  const refused = await writeTransaction<Part>({ notice: NoticeEntity, noticeContent: NoticeContentEntity, counter: CounterEntity }, ({ notice, noticeContent, counter }, add) => {
    for (const item of items) {
      add(
        'notice',
        notice
          .delete({ noticeId: item.noticeId })
          .where((attr, op) => `${op.eq(attr.updateTime, item.updateTime)} AND ${op.eq(attr.deptPath, item.deptPath)}`)
          .commit(),
      );
      add('content', noticeContent.delete({ noticeId: item.noticeId }).commit());
    }
    for (const [deptId, n] of perDept) add('counter', moveCounter(counter, deptNoticeCounter(deptId), -n));
  }, { tooMany: errorRef(COMMON_ERRORS, 'common.validation') });
  if (refused) throw new AppError('common.conflict');
}

/** How many notices the organization holds (its delete refusal). */
export const deptNoticeCount = (deptId: number) => counterValue(deptNoticeCounter(deptId));

/** Transaction item of an organization delete: it holds no notice (a notice added meanwhile refuses the delete). */
export const assertDeptHoldsNoNotices = (counter: TransactionEntities['counter'], deptId: number) => assertCounterZero(counter, deptNoticeCounter(deptId));

// ---- paging ------------------------------------------------------------------------------------------------------

export interface NoticeFilter {
  /** Lower-case parts of the title and of the author's account. */
  title?: string;
  createBy?: string;
  noticeType?: NoticeItem['noticeType'];
}

function noticeQuery(p: PathPartition, f: NoticeFilter) {
  const q = NoticeEntity.query.byPath({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.title && op.contains(attr.titleSearch, f.title),
      f.createBy && op.contains(attr.createBySearch, f.createBy),
      f.noticeType && op.eq(attr.noticeType, f.noticeType),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const noticeList = partitionedList(noticeQuery, errorRef(NOTICE_ERRORS, 'notice.badCursor'));
/** One cursor page of the partitions (the caller's scope): by organization path, each organization's newest first. */
export const pageNotices = noticeList.page;
/** Select COUNT over the same partitions, stopping at `cap`. */
export const countNotices = noticeList.count;

// ---- organization moves ------------------------------------------------------------------------------------------

/** Every notice whose organization path starts with `from` gets it rebased onto `to` (`completeMove`). */
export const rebaseNotices = (from: string, to: string) =>
  rebaseUnder<Pick<NoticeItem, 'noticeId' | 'deptPath' | 'recency'>>(
    {
      page: (prefix, page) => NoticeEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['noticeId', 'deptPath', 'recency'] }),
      pathOf: (n) => n.deptPath,
      patch: (n, deptPath) =>
        NoticeEntity.patch({ noticeId: n.noticeId })
          .set({ deptPath })
          .composite({ recency: n.recency })
          .where((attr, op) => op.eq(attr.deptPath, n.deptPath))
          .go(),
    },
    from,
    to,
  );
