import type { CursorPage } from '@aed/shared/api/envelope';
import { mailResendable, type MailPageQuery, type MailRecordView } from '@aed/shared/schemas/mail-record';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countMailRecords, pageMailRecords } from '../../data/access/mail-records';
import { scopeQueries } from '../../data/data-scope';
import type { MailRecordItem } from '../../data/entities/mail-record-entity';
import type { Actor } from '../actor';
import { listScope } from '../list-scope';
import { deptNamesOf } from '../org-records';

/**
 * The mail list of email management (decision 0054): the mails of the organizations in the caller's scope (narrowed to
 * the one picked in the tree), by state, kind and keyword. Never a body: a row says what was sent, to whom, and how it went.
 */

export async function toMailViews(items: readonly MailRecordItem[]): Promise<MailRecordView[]> {
  const now = Date.now();
  const names = await deptNamesOf([...new Set(items.flatMap((m) => [m.deptId, m.serverDeptId]).filter((id) => id > 0))]);
  return items.map((m) => ({
    mailId: m.mailId,
    deptId: m.deptId,
    deptName: names.get(m.deptId) ?? '',
    kind: m.kind,
    state: m.state,
    transport: m.transport,
    serverDeptId: m.serverDeptId,
    serverDeptName: m.serverDeptId > 0 ? (names.get(m.serverDeptId) ?? '') : '',
    fromAddress: m.fromAddress,
    to: m.to,
    subject: m.subject,
    bodyKept: m.bodyKept,
    resendable: mailResendable(m, now),
    failure: m.failure,
    failureDetail: m.failureDetail,
    attempts: m.attempts,
    createTime: m.createTime,
    sentTime: m.sentTime,
    // records written before email management have no choice: theirs was the automatic one
    senderChoice: m.senderChoice ?? 'auto',
    senderBy: m.senderBy ?? '',
    senderTime: m.senderTime ?? '',
    version: m.version,
  }));
}

export async function mailPage(actor: Actor, query: MailPageQuery): Promise<CursorPage<MailRecordView>> {
  const { scope } = await listScope(actor, query.deptId);
  const partitions = scopeQueries(scope);
  const filter = { state: query.state, kind: query.kind, keyword: query.keyword };
  const page = await pageWithTotal(query.cursor, () => pageMailRecords(partitions, filter, query.limit, query.cursor), () => countMailRecords(partitions, filter));
  return { ...page, rows: await toMailViews(page.rows) };
}
