/**
 * A report whose mail failed at its send and went out later from Email management (decision 0055): the report is sent
 * then, if it still waits to be. A report changed meanwhile (modified back to audit, or already sent) stays as it is.
 * Its own small module: the resend route carries this, not the report screens' code.
 */
import { REPORT_STATE } from '@aed/shared/schemas/report-states';
import { REPORT_WRITE_ENTITIES, getReportInScope, reportChangeItems, reportLogLineOf } from '../../data/access/inspection-reports';
import { writeTransaction } from '../../data/access/transactions';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';

export async function reportMailResent(actor: Actor, reportId: number): Promise<boolean> {
  const report = await getReportInScope(actor.scope, reportId);
  if (!report || report.state !== REPORT_STATE.toSend) return false;
  const now = nowIso();
  const after = { ...report, state: REPORT_STATE.sent, sentTime: now, version: report.version + 1, updateBy: actor.username, updateTime: now };
  const line = reportLogLineOf(after, 'send', report.state, actor.username);
  const refused = await writeTransaction(REPORT_WRITE_ENTITIES, (e, add) => {
    for (const op of reportChangeItems(e, report, after, line)) add('report', op);
  });
  return refused === null;
}
