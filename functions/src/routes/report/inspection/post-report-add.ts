import { ReportAdd } from '@aed/shared/routes/report.routes';
import { defineHandler } from '../../../lib/define-handler';
import { createReport } from '../../../domain/report/report-service';

export const handler = defineHandler(ReportAdd, ({ actor, body }) => createReport(actor, body.deviceId));
