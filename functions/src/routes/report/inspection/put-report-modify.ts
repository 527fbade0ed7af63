import { ReportModify } from '@aed/shared/routes/report.routes';
import { defineHandler } from '../../../lib/define-handler';
import { modifyReport } from '../../../domain/report/report-service';

export const handler = defineHandler(ReportModify, ({ actor, body }) => modifyReport(actor, body));
