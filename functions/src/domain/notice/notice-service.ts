import { deleteNotices, getNoticeRows } from '../../data/access/notices';
import type { Actor } from '../actor';
import { changeableRecord, readableRecord } from '../org-records';
import { NOT_FOUND, OUTSIDE } from './notice-queries';

/** All or nothing: one id missing or outside the caller's scope (or its subtree) refuses the whole call. */
export async function removeNotices(actor: Actor, ids: number[]): Promise<void> {
  const found = new Map((await getNoticeRows(ids)).map((n) => [n.noticeId, n]));
  const items = ids.map((id) => readableRecord(actor, found.get(id), NOT_FOUND));
  await deleteNotices(items.map((n) => changeableRecord(actor, n, NOT_FOUND, OUTSIDE)));
}
