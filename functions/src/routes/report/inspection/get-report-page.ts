import { ReportPage } from '@aed/shared/routes/report.routes';
import { defineHandler } from '../../../lib/define-handler';
import { reportPage } from '../../../domain/report/report-service';

export const handler = defineHandler(ReportPage, ({ actor, query }) => reportPage(actor, query));
