import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ReportSchedulePage } from '@aed/shared/routes/report-schedule.routes';
import type { ReportSchedulePageQuery } from '@aed/shared/schemas/report-schedule';
import { api } from '../../../lib/api-client';
import { reportScheduleKeys } from './report-schedule-keys';

/** One cursor page of the report email schedules of the organizations in the caller's scope (decision 0057). */
export const reportSchedulePageOptions = (query: ReportSchedulePageQuery) =>
  queryOptions({ queryKey: reportScheduleKeys.page(query), queryFn: () => api(ReportSchedulePage, { query }), placeholderData: keepPreviousData });
export const useReportSchedulePage = (query: ReportSchedulePageQuery) => useQuery(reportSchedulePageOptions(query));
