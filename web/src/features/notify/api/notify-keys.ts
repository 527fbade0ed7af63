import type { NotifyPersonPageQuery } from '@aed/shared/schemas/notify';

/** Query keys of the feature: invalidating `all` refreshes the lists and the resolutions. */
export const notifyKeys = {
  all: ['notify'] as const,
  page: (query: NotifyPersonPageQuery) => [...notifyKeys.all, 'page', query] as const,
  resolve: (query: object) => [...notifyKeys.all, 'resolve', query] as const,
};
