import { ReportPdf } from '@aed/shared/routes/report.routes';
import { defineHandler } from '../../../lib/define-handler';
import { reportPdfUrl } from '../../../domain/report/report-pdf-url';

export const handler = defineHandler(ReportPdf, ({ actor, query }) => reportPdfUrl(actor, query.reportId));
