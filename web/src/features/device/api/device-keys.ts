import type { DevicePageQuery } from '@aed/shared/schemas/device';

/** Query keys of the feature: invalidating `all` refreshes the lists, details and histories. */
export const deviceKeys = {
  all: ['device'] as const,
  page: (query: DevicePageQuery) => [...deviceKeys.all, 'page', query] as const,
  info: (deviceId: number) => [...deviceKeys.all, 'info', deviceId] as const,
  history: (deviceId: number) => [...deviceKeys.all, 'history', deviceId] as const,
  filterOptions: () => [...deviceKeys.all, 'filterOptions'] as const,
};
