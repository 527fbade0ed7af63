import { ReportScheduleRemove } from '@aed/shared/routes/report-schedule.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeReportScheduleOf } from '../../../domain/report/report-schedule-service';

export const handler = defineHandler(ReportScheduleRemove, ({ actor, query }) => removeReportScheduleOf(actor, query));
