import { ReportReject } from '@aed/shared/routes/report.routes';
import { defineHandler } from '../../../lib/define-handler';
import { rejectReport } from '../../../domain/report/report-service';

export const handler = defineHandler(ReportReject, ({ actor, body }) => rejectReport(actor, body));
