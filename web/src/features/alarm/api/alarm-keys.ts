import type { AlarmPageQuery } from '@aed/shared/schemas/alarm';

/** Query keys of the feature: invalidating `all` refreshes every alarm list. */
export const alarmKeys = {
  all: ['alarm'] as const,
  page: (query: AlarmPageQuery) => [...alarmKeys.all, 'page', query] as const,
};
