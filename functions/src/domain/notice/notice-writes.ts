/**
 * Adding and editing notices: apart from the reads (notice-service.ts) because their HTML sanitizer (sanitize-html with
 * its parser and postcss, about 280 KB) is needed only where content is written, not in every notice Lambda.
 */
import type { AddNoticeBody, NoticeRecord, UpdateNoticeBody } from '@aed/shared/schemas/notice';
import { nextId } from '../../data/access/ids';
import { createNotice, getNoticeRow, updateNotice, type NoticeFields } from '../../data/access/notices';
import type { NoticeItem } from '../../data/entities/notice-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { newOwnedFields, ownerDeptFor } from '../org-owned';
import { changeableRecord } from '../org-records';
import { NOT_FOUND, OUTSIDE, toRecords, toRow } from './notice-queries';
import { sanitizeNoticeHtml } from './sanitize-notice-html';

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
