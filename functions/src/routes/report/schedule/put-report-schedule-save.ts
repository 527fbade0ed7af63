import { ReportScheduleSave } from '@aed/shared/routes/report-schedule.routes';
import { defineHandler } from '../../../lib/define-handler';
import { saveReportSchedule } from '../../../domain/report/report-schedule-service';

export const handler = defineHandler(ReportScheduleSave, ({ actor, body }) => saveReportSchedule(actor, body));
