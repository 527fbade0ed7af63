import type { ConfigPageQuery } from '@aed/shared/schemas/config';

/** Query keys of the feature: invalidating `all` refreshes every page and info query. */
export const configKeys = {
  all: ['config'] as const,
  pages: () => [...configKeys.all, 'page'] as const,
  page: (query: ConfigPageQuery) => [...configKeys.pages(), query] as const,
  info: (configId: number) => [...configKeys.all, 'info', configId] as const,
};
