import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@aed/shared/constants/limits';
import type { NotifyEvent } from '@aed/shared/schemas/notify';
import { admitNotice, closeWindow, entriesOfWindow, takeNoticeEntry, windowsDue, type NoticeFacts } from '../../data/access/alarm-notices';
import { getDeptById } from '../../data/access/dept-reads';
import { createUserMessageOnce } from '../../data/access/user-messages';
import { getUsersByIds } from '../../data/access/user-reads';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import type { NoticeEntryItem, NoticeWindowItem } from '../../data/entities/alarm-notice-entity';
import { logger } from '../../lib/logger';
import { knownZone, zonedText } from '../../lib/zoned-time';
import { alarmDigestText, alarmText, type AlarmFacts, type AlarmNoticeKind } from '../../mail/templates/alarm-mail';
import { handlersForDevice } from '../handler/handler-queries';
import { deliverMail } from '../mail/mail-delivery';
import { notifyPersonsForDevice } from '../notify/notify-queries';

/**
 * Sends alarm notices (decision 0052): a message to the device's handlers (push) and a mail to its notification
 * persons (email), each recipient on its own. A recipient gets at most `DIGEST.directPerWindow` notices alone per
 * 10-minute window; the rest of that window (and all of a batch that alone holds more) wait for one digest, which the
 * watch job sends when the window ends. Every notice is admitted once per recipient and taken once before it is sent
 * (alone or in the digest), all in the table: a rerun or a redelivery sends nothing again.
 */
export const DIGEST = {
  /** Notices a recipient gets alone in one window; more go to the window's digest. */
  directPerWindow: 3,
  windowMs: 10 * 60_000,
  /** After the window's end, before its digest goes (a notice admitted at the last moment is in it). */
  graceMs: 60_000,
} as const;

export interface AlarmNotice {
  alarm: AlarmItem;
  /** `raised`, `cleared` or `repeat:<n>`: once per alarm. */
  notice: string;
  kind: AlarmNoticeKind;
  orderNo: string;
}

interface Target {
  facts: NoticeFacts;
  notice: AlarmNotice;
  subject: string;
  text: string;
}

const windowOfTime = (nowMs: number) => Math.floor(nowMs / DIGEST.windowMs) * DIGEST.windowMs;
const languageOf = (l: string | undefined): Language => (l && isLanguage(l) ? l : DEFAULT_LANGUAGE);
/**
 * The facts of a notice for a reader in `zone` (the organization's report time zone for its persons' mail, UTC for a
 * handler's message): times as that wall clock with the zone named (the mail showed `2026-11-29T11:07:37.139Z`); a
 * clear tells when and why it was cleared.
 */
const factsOf = (n: AlarmNotice, zone: string): AlarmFacts => {
  const cleared = n.kind === 'cleared';
  const when = cleared ? n.alarm.clearedAt || n.alarm.lastAt : n.alarm.lastAt;
  return {
    serial: n.alarm.serialNumber,
    itemCode: n.alarm.itemCode,
    severity: n.alarm.severity,
    value: n.alarm.lastValue,
    at: `${zonedText(when, zone).slice(0, 16)} (${zone})`,
    orderNo: n.orderNo,
    ...(cleared && n.alarm.clearReason ? { reason: n.alarm.clearReason } : {}),
    ...(n.kind === 'repeated' ? { repeat: Number(n.notice.split(':')[1]) || 1 } : {}),
  };
};
/** A handler's message keeps the raw facts: the screen's texts place them (the device time as sent). */
const messageParams = (n: AlarmNotice) => ({
  serial: n.alarm.serialNumber,
  itemCode: n.alarm.itemCode,
  severity: n.alarm.severity,
  value: n.alarm.lastValue,
  at: n.alarm.lastAt,
  orderNo: n.orderNo,
  // how a clear ended (back to normal, not recurring, by hand): the screen's text says it
  ...(n.kind === 'cleared' && n.alarm.clearReason ? { reason: n.alarm.clearReason } : {}),
  ...(n.kind === 'repeated' ? { repeat: Number(n.notice.split(':')[1]) || 1 } : {}),
});
const MSG_TYPE: Record<AlarmNoticeKind, string> = { raised: 'alarmRaised', cleared: 'alarmCleared', repeated: 'alarmRepeated' };

/** Who hears of a notice: the handlers (when its rule asks for push) and the persons following its colour (email). */
async function targetsOf(n: AlarmNotice, window: string): Promise<Target[]> {
  const { alarm } = n;
  const targets: Target[] = [];
  const facts = factsOf(n, 'UTC');
  const base = { window, alarmId: alarm.alarmId, notice: n.notice, deptId: alarm.deptId, deptPath: alarm.deptPath };
  if (alarm.pushNotify) {
    const userIds = (await handlersForDevice(alarm.deviceId))?.rows.map((r) => r.userId) ?? [];
    for (const user of await getUsersByIds([...new Set(userIds)])) {
      const language = languageOf(user.language);
      const { subject, text } = alarmText(language, n.kind, facts);
      targets.push({ facts: { ...base, recipient: `user:${user.userId}`, language, line: text.split('\n')[0]! }, notice: n, subject, text });
    }
  }
  if (alarm.emailNotify) {
    // a clear goes to the followers of every colour the alarm was told at (its raise, each rise), so whoever heard of
    // it hears it end; a raise, a rise and a repeat to the followers of its colour now
    const events = (n.kind === 'cleared' ? coloursTold(alarm) : [alarm.severity]) as NotifyEvent[];
    const persons = (await Promise.all(events.map(async (event) => (await notifyPersonsForDevice(alarm.deviceId, { event, channel: 'email' }))?.rows ?? []))).flat();
    const addresses = [...new Set(persons.map((p) => p.email.toLowerCase()))];
    if (addresses.length) {
      const dept = await getDeptById(alarm.deptId);
      const language = languageOf(dept?.reportLanguage);
      const { subject, text } = alarmText(language, n.kind, factsOf(n, knownZone(dept?.reportTimeZone ?? '') ?? 'UTC'));
      for (const address of addresses) targets.push({ facts: { ...base, recipient: `mail:${address}`, language, line: text.split('\n')[0]! }, notice: n, subject, text });
    }
  }
  return targets;
}

/** The colours an alarm's notices were told at (`raised:<colour>`), with its worst (alarms raised before colours were kept). */
const coloursTold = (alarm: AlarmItem): string[] => [...new Set([...alarm.notified.filter((n) => n.startsWith('raised:')).map((n) => n.slice('raised:'.length)), alarm.worstSeverity])];

async function sendAlone(t: Target): Promise<void> {
  const [channel, who] = splitRecipient(t.facts.recipient);
  const { alarm } = t.notice;
  if (channel === 'user') {
    await createUserMessageOnce({
      messageId: `alarm-${alarm.alarmId}-${t.notice.notice}-${who}`,
      userId: Number(who),
      msgType: MSG_TYPE[t.notice.kind],
      params: JSON.stringify({ ...messageParams(t.notice), alarmId: alarm.alarmId, orderId: alarm.orderId }),
      title: t.subject,
      content: t.text,
      readFlag: '0',
      createTime: new Date().toISOString(),
    });
  } else {
    await deliverMail({ kind: 'alarm', dept: { deptId: alarm.deptId, deptPath: alarm.deptPath }, to: [who], subject: t.subject, text: t.text, source: { type: 'alarm', id: alarm.alarmId } });
  }
}

function splitRecipient(recipient: string): ['user' | 'mail', string] {
  const at = recipient.indexOf(':');
  return [recipient.slice(0, at) as 'user' | 'mail', recipient.slice(at + 1)];
}

/** Admits and sends the notices of one batch (one message's alarms, or one job pass); never throws for one recipient. */
export async function deliverAlarmNotices(notices: readonly AlarmNotice[], nowMs: number): Promise<void> {
  const start = windowOfTime(nowMs);
  const window = new Date(start).toISOString();
  const digestDueAt = new Date(start + DIGEST.windowMs + DIGEST.graceMs).toISOString();
  const byRecipient = new Map<string, Target[]>();
  for (const n of notices) {
    for (const t of await targetsOf(n, window)) byRecipient.set(t.facts.recipient, [...(byRecipient.get(t.facts.recipient) ?? []), t]);
  }
  for (const [recipient, targets] of byRecipient) {
    // a batch that alone is more than a recipient gets alone (one device raising many at once) goes whole to the digest
    const hold = targets.length > DIGEST.directPerWindow;
    for (const t of targets) {
      try {
        const mode = await admitNotice(t.facts, DIGEST.directPerWindow, hold, digestDueAt);
        if (mode === 'direct' && (await takeNoticeEntry(t.facts))) await sendAlone(t);
      } catch (err) {
        logger.error('alarm notice not delivered', { recipient, alarmId: t.facts.alarmId, notice: t.facts.notice, error: err instanceof Error ? err.message : String(err) });
      }
    }
  }
}

/** The watch job: each window due sends one digest of its notices still due (held, or a lone send that never went). */
export async function sendDueDigests(nowMs: number, page = 100): Promise<number> {
  const now = new Date(nowMs).toISOString();
  let sent = 0;
  let cursor: string | null = null;
  do {
    const due: Awaited<ReturnType<typeof windowsDue>> = await windowsDue(now, page, cursor);
    cursor = due.cursor;
    for (const w of due.data) {
      try {
        if (await sendDigest(w)) sent += 1;
      } catch (err) {
        logger.error('alarm digest not sent', { recipient: w.recipient, window: w.window, error: err instanceof Error ? err.message : String(err) });
      }
    }
  } while (cursor);
  return sent;
}

async function sendDigest(w: NoticeWindowItem): Promise<boolean> {
  const taken: NoticeEntryItem[] = [];
  for (const e of await entriesOfWindow(w.recipient, w.window)) if (e.state === 'due' && (await takeNoticeEntry(e))) taken.push(e);
  if (taken.length) {
    const first = taken[0]!;
    const language = languageOf(first.language);
    const lines = taken.map((e) => e.line);
    const { subject, text } = alarmDigestText(language, lines);
    const [channel, who] = splitRecipient(w.recipient);
    if (channel === 'user') {
      await createUserMessageOnce({
        messageId: `alarm-digest-${who}-${w.window}-${first.alarmId}-${first.notice}`,
        userId: Number(who),
        msgType: 'alarmDigest',
        params: JSON.stringify({ count: taken.length, lines: lines.join('\n'), alarmIds: taken.map((e) => e.alarmId).join(',') }),
        title: subject,
        content: text,
        readFlag: '0',
        createTime: new Date().toISOString(),
      });
    } else {
      await deliverMail({ kind: 'alarm', dept: { deptId: first.deptId, deptPath: first.deptPath }, to: [who], subject, text, source: { type: 'alarmDigest', id: first.alarmId } });
    }
  }
  await closeWindow(w);
  return taken.length > 0;
}
