import { ReportSchedulePage } from '@aed/shared/routes/report-schedule.routes';
import { defineHandler } from '../../../lib/define-handler';
import { reportSchedulePage } from '../../../domain/report/report-schedule-service';

export const handler = defineHandler(ReportSchedulePage, ({ actor, query }) => reportSchedulePage(actor, query));
