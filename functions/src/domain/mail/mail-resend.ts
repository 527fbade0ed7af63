import type { MailResendBody, MailResendResult } from '@aed/shared/schemas/mail-record';
import { getMailRecordNow } from '../../data/access/mail-records';
import { scopeCovers } from '../../data/data-scope';
import type { Actor } from '../actor';
import { resendMailRecord } from './mail-delivery';
import { loadMailAttachments } from './mail-attachments';
import { logger } from '../../lib/logger';
import { reportMailResent } from '../report/report-sent';

/**
 * Resending failed mails from email management (decision 0054), each through `resendMailRecord` and its conditional
 * claim (of two resends at once one sends). A mail outside the caller's scope answers as missing. A few at a time, and
 * none started after `START_BUDGET_MS`: a dead server holds each send up to its time-outs, and the answer must come
 * within the API's 29 s; a mail not tried stays failed for the next resend.
 */
const PARALLEL = 5;
const START_BUDGET_MS = 10_000;

export async function resendMails(actor: Actor, body: MailResendBody, now: () => number = Date.now): Promise<MailResendResult[]> {
  const startedAt = now();
  const results = new Map<number, MailResendResult>();
  const queue = [...body.mailIds];
  const worker = async () => {
    for (let mailId = queue.shift(); mailId !== undefined; mailId = queue.shift()) {
      if (now() - startedAt > START_BUDGET_MS) {
        results.set(mailId, { mailId, outcome: 'notTried', failure: '' });
        continue;
      }
      const record = await getMailRecordNow(mailId);
      if (!record || !scopeCovers(actor.scope, record.deptPath)) {
        results.set(mailId, { mailId, outcome: 'notFound', failure: '' });
        continue;
      }
      const { outcome, failure } = await resendMailRecord(record, loadMailAttachments);
      // a report's mail that failed at its send: the report is sent now (decision 0055)
      if (outcome === 'sent' && record.sourceType === 'report') {
        await reportMailResent(actor, Number(record.sourceId)).catch((err: unknown) => logger.error('report not marked sent after its mail was resent', { mailId, error: err instanceof Error ? err.message : String(err) }));
      }
      // `sending` cannot come back from an attempt; a record write lost after the send counts as sent
      results.set(mailId, { mailId, outcome: outcome === 'sending' ? 'sent' : outcome, failure });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  return body.mailIds.map((id) => results.get(id)!);
}
