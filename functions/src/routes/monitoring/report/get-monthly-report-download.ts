import { MonthlyReportDownload } from '@aed/shared/routes/monthly-report.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { monthlyReport } from '../../../domain/iot/monthly-report';

export const handler = defineHandler(MonthlyReportDownload, async ({ actor, query, event }) => monthlyReport(actor, query, await callerLanguage(event, actor)));
