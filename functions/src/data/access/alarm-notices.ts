import { AlarmEntity, type AlarmItem } from '../entities/alarm-entity';
import { AlarmRepeatEntity, NoticeEntryEntity, NoticeWindowEntity, type AlarmRepeatItem, type NoticeEntryItem, type NoticeWindowItem } from '../entities/alarm-notice-entity';
import { whenConditionHolds } from './ids';
import { writeTransaction } from './transactions';
import { nowIso } from '../../lib/time';
import { KEY_FLOOR } from './key-floor';

/** The alarm notifications' bookkeeping (decision 0052): repeat schedules, per-recipient windows and their notices. */

/** Windows and their notices are kept a week (TTL): long enough for any digest, never read after. */
const KEPT_SECONDS = 7 * 86_400;
const NEVER = '9999';
const ttl = () => Math.floor(Date.now() / 1000) + KEPT_SECONDS;

/**
 * Takes a notice of the alarm (`raised`, `cleared`) for sending, on the version read: true when this caller took it
 * (send it), false when the alarm changed meanwhile (read again). A raise that repeats gets its schedule in the same
 * transaction, so an alarm notified as raised always has its repeats.
 */
export async function takeAlarmNotice(alarm: AlarmItem, notice: string | readonly string[], repeatDueAt: string | null = null): Promise<boolean> {
  const refusal = await writeTransaction({ alarm: AlarmEntity, alarmRepeat: AlarmRepeatEntity }, ({ alarm: a, alarmRepeat }, add) => {
    add(
      'alarm',
      a
        .patch({ alarmId: alarm.alarmId })
        .set({ notified: [...alarm.notified, ...(typeof notice === 'string' ? [notice] : notice)], version: alarm.version + 1, updateTime: nowIso(), state: alarm.state, deptPath: alarm.deptPath, raisedAt: alarm.raisedAt })
        .where((attr, op) => op.eq(attr.version, alarm.version))
        .commit(),
    );
    if (repeatDueAt) add('repeat', alarmRepeat.put({ alarmId: alarm.alarmId, dueAt: repeatDueAt, sent: 0 }).commit());
  });
  return refusal === null;
}

/** One page of the repeats due by `now` (the watch job's key range). */
export async function repeatsDue(now: string, limit: number, cursor: string | null): Promise<{ data: AlarmRepeatItem[]; cursor: string | null }> {
  const { data, cursor: next } = await AlarmRepeatEntity.query.byDue({}).between({ dueAt: KEY_FLOOR }, { dueAt: now }).go({ limit, cursor });
  return { data, cursor: next };
}

/** Takes the next repeat (its number is `sent + 1`) on the count read, moving the schedule on: false when another run took it. */
export async function takeRepeat(repeat: AlarmRepeatItem, nextDueAt: string): Promise<boolean> {
  return whenConditionHolds(() =>
    AlarmRepeatEntity.patch({ alarmId: repeat.alarmId })
      .set({ sent: repeat.sent + 1, dueAt: nextDueAt })
      .where((attr, op) => op.eq(attr.sent, repeat.sent))
      .go(),
  );
}

/** Stops an alarm's repeats (acknowledged, cleared, or its preset repeats no more). */
export async function dropRepeat(alarmId: number): Promise<void> {
  await AlarmRepeatEntity.delete({ alarmId }).go();
}

export async function repeatOf(alarmId: number): Promise<AlarmRepeatItem | null> {
  const { data } = await AlarmRepeatEntity.get({ alarmId }).go({ consistent: true });
  return data ?? null;
}

export type NoticeFacts = Pick<NoticeEntryItem, 'recipient' | 'window' | 'alarmId' | 'notice' | 'deptId' | 'deptPath' | 'language' | 'line'>;

/**
 * Admits one notice to one recipient's window, counting it in the same transaction: `direct` (send it alone now)
 * while the window has admitted fewer than `directUpTo` and the caller does not hold it; else `held` for the window's
 * digest, due at `digestDueAt`; `admitted` when this notice was already admitted (never twice).
 */
export async function admitNotice(n: NoticeFacts, directUpTo: number, hold: boolean, digestDueAt: string): Promise<'direct' | 'held' | 'admitted'> {
  const base = { ...n, state: 'due' as const, createTime: nowIso(), ttl: ttl() };
  if (!hold) {
    const refusal = await writeTransaction({ noticeEntry: NoticeEntryEntity, noticeWindow: NoticeWindowEntity }, ({ noticeEntry, noticeWindow }, add) => {
      add('entry', noticeEntry.create({ ...base, mode: 'direct' }).commit());
      add(
        'window',
        noticeWindow
          .update({ recipient: n.recipient, window: n.window })
          .add({ count: 1, held: 0 })
          .set({ dueAt: digestDueAt, queue: 'digest', ttl: base.ttl })
          .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, directUpTo)}`)
          .commit(),
      );
    });
    if (refusal === null) return 'direct';
    if (refusal.parts.includes('entry')) return 'admitted';
  }
  const refusal = await writeTransaction({ noticeEntry: NoticeEntryEntity, noticeWindow: NoticeWindowEntity }, ({ noticeEntry, noticeWindow }, add) => {
    add('entry', noticeEntry.create({ ...base, mode: 'held' }).commit());
    add('window', noticeWindow.update({ recipient: n.recipient, window: n.window }).add({ count: 1, held: 1 }).set({ dueAt: digestDueAt, queue: 'digest', ttl: base.ttl }).commit());
  });
  if (refusal === null) return 'held';
  if (refusal.parts.includes('entry')) return 'admitted';
  throw new Error(`notice ${n.alarmId}/${n.notice} to ${n.recipient}: not admitted`);
}

/** Takes an admitted notice for sending (alone or in a digest), on its state: false when another sender took it. */
export async function takeNoticeEntry(e: Pick<NoticeEntryItem, 'recipient' | 'window' | 'alarmId' | 'notice'>): Promise<boolean> {
  return whenConditionHolds(() =>
    NoticeEntryEntity.patch({ recipient: e.recipient, window: e.window, alarmId: e.alarmId, notice: e.notice })
      .set({ state: 'sent' })
      .where((attr, op) => op.eq(attr.state, 'due'))
      .go(),
  );
}

/** One page of the windows whose digest is due by `now` (the watch job's key range). */
export async function windowsDue(now: string, limit: number, cursor: string | null): Promise<{ data: NoticeWindowItem[]; cursor: string | null }> {
  const { data, cursor: next } = await NoticeWindowEntity.query.byDue({ queue: 'digest' }).lte({ dueAt: now }).go({ limit, cursor });
  return { data, cursor: next };
}

/** A window's notices (as many as were admitted to that recipient in 10 minutes). */
export async function entriesOfWindow(recipient: string, window: string): Promise<NoticeEntryItem[]> {
  const { data } = await NoticeEntryEntity.query.byWindow({ recipient, window }).go({ pages: 'all' });
  return data;
}

export async function windowOf(recipient: string, window: string): Promise<NoticeWindowItem | null> {
  const { data } = await NoticeWindowEntity.get({ recipient, window }).go({ consistent: true });
  return data ?? null;
}

/** The window's digest went: it is due no more. */
export async function closeWindow(w: Pick<NoticeWindowItem, 'recipient' | 'window'>): Promise<void> {
  await NoticeWindowEntity.patch({ recipient: w.recipient, window: w.window }).set({ dueAt: NEVER, queue: 'digest' }).go();
}
