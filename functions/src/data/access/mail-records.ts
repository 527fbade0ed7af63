import type { MailFailure, MailState } from '@aed/shared/schemas/mail-record';
import { MailRecordEntity, type MailRecordItem } from '../entities/mail-record-entity';
import { nextId, whenConditionHolds } from './ids';
import { rebaseUnder } from './path-rebase';
import { nowIso } from '../../lib/time';
import { errorRef } from '../../lib/app-error';
import { MAIL_ERRORS } from '@aed/shared/errors/mail-errors';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';

/** The mail outbox (docs/decisions/0046-mail-outbox.md). */

export type NewMailRecord = Pick<MailRecordItem, 'deptId' | 'deptPath' | 'kind' | 'transport' | 'serverDeptId' | 'fromAddress' | 'to' | 'subject' | 'text' | 'html' | 'bodyKept' | 'sourceType' | 'sourceId'> &
  Partial<Pick<MailRecordItem, 'attachments'>>;

/** Records a mail about to be sent (state `sending`). */
export async function createMailRecord(mail: NewMailRecord): Promise<MailRecordItem> {
  const now = nowIso();
  const mailId = await nextId('mailRecord');
  const { data } = await MailRecordEntity.create({ ...mail, mailId, state: 'sending', version: 1, attempts: 0, createTime: now, updateTime: now }).go();
  return data as MailRecordItem;
}

export async function getMailRecord(mailId: number): Promise<MailRecordItem | null> {
  const { data } = await MailRecordEntity.get({ mailId }).go();
  return data ?? null;
}

export type MailAttempt = { state: 'sent' } | { state: 'failed'; failure: MailFailure; failureDetail: string };

/**
 * Writes the outcome of one attempt on the record as it was read (`version`): false when someone else changed it
 * meanwhile (nothing written).
 */
export async function recordMailAttempt(mail: Pick<MailRecordItem, 'mailId' | 'deptPath' | 'version'>, attempt: MailAttempt): Promise<boolean> {
  const now = nowIso();
  const fields =
    attempt.state === 'sent'
      ? { state: 'sent' as MailState, failure: '' as const, failureDetail: '', sentTime: now }
      : { state: 'failed' as MailState, failure: attempt.failure, failureDetail: attempt.failureDetail.slice(0, 300) };
  return whenConditionHolds(() =>
    MailRecordEntity.patch({ mailId: mail.mailId })
      .set({ ...fields, deptPath: mail.deptPath, updateTime: now, version: mail.version + 1 })
      .add({ attempts: 1 })
      .where((attr, op) => op.eq(attr.version, mail.version))
      .go(),
  );
}

/**
 * Takes a mail for one more attempt (`failed`, or a stale `sending`, -> `sending`), optionally from another sender, on
 * the version and state read: only one of two concurrent resends gets it. Answers the record as taken, or null when it
 * changed meanwhile.
 */
export async function claimMailForResend(
  mail: MailRecordItem,
  sender: Pick<MailRecordItem, 'transport' | 'serverDeptId' | 'fromAddress'>,
): Promise<MailRecordItem | null> {
  const taken = { ...mail, ...sender, state: 'sending' as const, version: mail.version + 1, updateTime: nowIso() };
  const ok = await whenConditionHolds(() =>
    MailRecordEntity.patch({ mailId: mail.mailId })
      .set({ ...sender, state: 'sending', deptPath: mail.deptPath, version: taken.version, updateTime: taken.updateTime })
      .where((attr, op) => `${op.eq(attr.version, mail.version)} AND ${op.eq(attr.state, mail.state)}`)
      .go(),
  );
  return ok ? taken : null;
}

/** Mails of the organizations whose path starts with `prefix`, newest id first within each organization. */
export async function mailRecordsUnder(prefix: string, state: MailState | null, limit: number): Promise<MailRecordItem[]> {
  const q = state ? MailRecordEntity.query.byState({ state }).begins({ deptPath: prefix }) : MailRecordEntity.query.byOrg({}).begins({ deptPath: prefix });
  const { data } = await q.go({ limit, order: 'desc' });
  return data;
}

/** The mail list's filter (its partitions are the caller's scope paths). */
export interface MailFilter {
  state?: MailState;
  kind?: MailRecordItem['kind'];
  /** Part of the subject, or a whole recipient address (a list holds whole addresses). */
  keyword?: string;
}

/** Every state is a gsi2 partition, so a state filter is a key condition, not a filter over all mails. */
function mailQuery(p: PathPartition, f: MailFilter) {
  const q = f.state ? MailRecordEntity.query.byState({ state: f.state }).begins({ deptPath: p.prefix }) : MailRecordEntity.query.byOrg({}).begins({ deptPath: p.prefix });
  const keyword = f.keyword;
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.kind && op.eq(attr.kind, f.kind),
      keyword && `(${op.contains(attr.subject, keyword)} OR ${op.contains(attr.to, keyword.toLowerCase())})`,
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const mailList = partitionedList(mailQuery, errorRef(MAIL_ERRORS, 'mail.badCursor'), { order: 'desc' });
export const pageMailRecords = mailList.page;
export const countMailRecords = mailList.count;

/** A consistent read (a resend or a sender change decides on it). */
export async function getMailRecordNow(mailId: number): Promise<MailRecordItem | null> {
  const { data } = await MailRecordEntity.get({ mailId }).go({ consistent: true });
  return data ?? null;
}

export type MailSenderChange = Pick<MailRecordItem, 'senderChoice' | 'serverDeptId' | 'to' | 'senderBy'> & Partial<Pick<MailRecordItem, 'transport' | 'fromAddress'>>;

/**
 * The sender and recipients chosen for a failed mail, on the version read and while it is still failed: false when it
 * changed meanwhile (a resend took it, or another change).
 */
export async function changeMailSender(mail: Pick<MailRecordItem, 'mailId' | 'deptPath' | 'version'>, change: MailSenderChange): Promise<MailRecordItem | null> {
  const now = nowIso();
  const ok = await whenConditionHolds(() =>
    MailRecordEntity.patch({ mailId: mail.mailId })
      .set({ ...change, senderTime: now, state: 'failed', deptPath: mail.deptPath, version: mail.version + 1, updateTime: now })
      .where((attr, op) => `${op.eq(attr.version, mail.version)} AND ${op.eq(attr.state, 'failed')}`)
      .go(),
  );
  return ok ? getMailRecordNow(mail.mailId) : null;
}

/**
 * Mails under `from` get their path rebased onto `to` (an organization moved in the tree). The state is part of the
 * failed list's key, so it is written back as read, on condition that it is still that.
 */
export async function rebaseMailRecords(from: string, to: string): Promise<number> {
  return rebaseUnder<Pick<MailRecordItem, 'mailId' | 'deptPath' | 'state'>>(
    {
      page: (prefix, page) => MailRecordEntity.query.byOrg({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['mailId', 'deptPath', 'state'] }),
      pathOf: (m) => m.deptPath,
      patch: (m, deptPath) => MailRecordEntity.patch({ mailId: m.mailId }).set({ deptPath, state: m.state }).where((attr, op) => `${op.eq(attr.deptPath, m.deptPath)} AND ${op.eq(attr.state, m.state)}`).go(),
    },
    from,
    to,
  );
}
