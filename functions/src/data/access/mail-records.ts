import type { MailFailure, MailState } from '@aed/shared/schemas/mail-record';
import { MailRecordEntity, type MailRecordItem } from '../entities/mail-record-entity';
import { nextId, whenConditionHolds } from './ids';
import { rebaseUnder } from './path-rebase';
import { nowIso } from '../../lib/time';

/** The mail outbox (docs/decisions/0046-mail-outbox.md). */

export type NewMailRecord = Pick<MailRecordItem, 'deptId' | 'deptPath' | 'kind' | 'transport' | 'serverDeptId' | 'fromAddress' | 'to' | 'subject' | 'text' | 'html' | 'bodyKept' | 'sourceType' | 'sourceId'>;

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
 * Takes a failed mail for one more attempt (`failed` -> `sending`), optionally from another sender: only one of two
 * concurrent resends gets it. Answers the record as taken, or null when it was not failed any more.
 */
export async function claimFailedMail(
  mail: MailRecordItem,
  sender: Pick<MailRecordItem, 'transport' | 'serverDeptId' | 'fromAddress'>,
): Promise<MailRecordItem | null> {
  const taken = { ...mail, ...sender, state: 'sending' as const, version: mail.version + 1, updateTime: nowIso() };
  const ok = await whenConditionHolds(() =>
    MailRecordEntity.patch({ mailId: mail.mailId })
      .set({ ...sender, state: 'sending', deptPath: mail.deptPath, version: taken.version, updateTime: taken.updateTime })
      .where((attr, op) => `${op.eq(attr.version, mail.version)} AND ${op.eq(attr.state, 'failed')}`)
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
