import type { InspectionPageQuery } from '@aed/shared/schemas/inspection';

/** Query keys of the feature: invalidating `all` refreshes every records list (an import finished). */
export const inspectionKeys = {
  all: ['inspection'] as const,
  page: (query: InspectionPageQuery) => [...inspectionKeys.all, 'page', query] as const,
  info: (recordId: string) => [...inspectionKeys.all, 'info', recordId] as const,
};
