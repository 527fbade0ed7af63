import { ReportSubmit } from '@aed/shared/routes/report.routes';
import { defineHandler } from '../../../lib/define-handler';
import { submitReport } from '../../../domain/report/report-service';

export const handler = defineHandler(ReportSubmit, ({ actor, body }) => submitReport(actor, body));
