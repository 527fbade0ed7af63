import { NOTICE_LIMITS } from '@aed/shared/schemas/notice';
import { AppError } from '../../domain/app-error';
import { aedService } from '../service';
import { NoticeContentEntity } from '../entities/notice-content-entity';
import { NoticeEntity, type NoticeItem } from '../entities/notice-entity';

export type NoticeWithContent = NoticeItem & { content: string };

/** Every notice row (no content): one Query of the notice partition (bounded by NOTICE_LIMITS.maxNotices). */
export async function listAllNoticeRows(): Promise<NoticeItem[]> {
  const { data } = await NoticeEntity.query.all({}).go({ pages: 'all', limit: NOTICE_LIMITS.maxNotices });
  return data;
}

export async function getNoticeRow(noticeId: number): Promise<NoticeItem | null> {
  const { data } = await NoticeEntity.get({ noticeId }).go();
  return data;
}

export async function getNoticeWithContent(noticeId: number): Promise<NoticeWithContent | null> {
  const [row, content] = await Promise.all([getNoticeRow(noticeId), NoticeContentEntity.get({ noticeId }).go()]);
  return row ? { ...row, content: content.data?.content ?? '' } : null;
}

/** The newest enabled notices with their content: one Query of the `published` index and one BatchGet. */
export async function listPublishedNotices(limit: number): Promise<NoticeWithContent[]> {
  const { data } = await NoticeEntity.query.published({ status: '0' }).go({ order: 'desc', limit });
  const rows = data.slice(0, limit);
  if (!rows.length) return [];
  const { data: contents } = await NoticeContentEntity.get(rows.map((r) => ({ noticeId: r.noticeId }))).go();
  const byId = new Map(contents.map((c) => [c.noticeId, c.content]));
  return rows.map((r) => ({ ...r, content: byId.get(r.noticeId) ?? '' }));
}

/** Creates the notice row and its content in one transaction. */
export async function createNotice(item: NoticeItem, content: string): Promise<void> {
  const result = await aedService.transaction
    .write(({ notice, noticeContent }) => [notice.create(item).commit(), noticeContent.create({ noticeId: item.noticeId, content }).commit()])
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}

/** Updates row (unchanged since read) and content together. */
export async function updateNotice(before: NoticeItem, after: NoticeItem, content: string): Promise<void> {
  const { noticeId, ...changes } = after;
  const result = await aedService.transaction
    .write(({ notice, noticeContent }) => [
      notice
        .patch({ noticeId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
      noticeContent.put({ noticeId, content }).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}

/** Deletes notices with their content in one transaction (each unchanged since read): all or nothing. */
export async function deleteNotices(items: NoticeItem[]): Promise<void> {
  const result = await aedService.transaction
    .write(({ notice, noticeContent }) =>
      items.flatMap((item) => [
        notice
          .delete({ noticeId: item.noticeId })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
        noticeContent.delete({ noticeId: item.noticeId }).commit(),
      ]),
    )
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}
