import { useMutation } from '@tanstack/react-query';
import { MonthlyReportDownload } from '@aed/shared/routes/monthly-report.routes';
import type { MonthlyReportQuery } from '@aed/shared/schemas/monthly-report';
import { download } from '../../../lib/api-client';

/** The monthly report of one organization and month as an xlsx download (decision 0051). */
export const downloadMonthlyReport = (query: MonthlyReportQuery) => download(MonthlyReportDownload, { query });

export const useDownloadMonthlyReport = () => useMutation({ mutationFn: downloadMonthlyReport });
