import { ReportApprove } from '@aed/shared/routes/report.routes';
import { defineHandler } from '../../../lib/define-handler';
import { approveReport } from '../../../domain/report/report-service';

export const handler = defineHandler(ReportApprove, ({ actor, body }) => approveReport(actor, body));
