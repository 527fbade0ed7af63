import { ReportSend } from '@aed/shared/routes/report.routes';
import { defineHandler } from '../../../lib/define-handler';
import { sendReport } from '../../../domain/report/report-send';

export const handler = defineHandler(ReportSend, ({ actor, body }) => sendReport(actor, body));
