import type { ReportPageQuery } from '@aed/shared/schemas/report';

/** Query keys of the feature: invalidating `all` refreshes every report list and details. */
export const reportKeys = {
  all: ['report'] as const,
  page: (query: ReportPageQuery) => [...reportKeys.all, 'page', query] as const,
  info: (reportId: number) => [...reportKeys.all, 'info', reportId] as const,
};
