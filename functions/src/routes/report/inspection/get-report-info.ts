import { ReportInfo } from '@aed/shared/routes/report.routes';
import { defineHandler } from '../../../lib/define-handler';
import { reportInfo } from '../../../domain/report/report-service';

export const handler = defineHandler(ReportInfo, ({ actor, query }) => reportInfo(actor, query.reportId));
