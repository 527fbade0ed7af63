import type { ReportSchedulePageQuery } from '@aed/shared/schemas/report-schedule';

/** Query keys of the feature: invalidating `all` refreshes every schedule list. */
export const reportScheduleKeys = {
  all: ['reportSchedule'] as const,
  page: (query: ReportSchedulePageQuery) => [...reportScheduleKeys.all, 'page', query] as const,
};
