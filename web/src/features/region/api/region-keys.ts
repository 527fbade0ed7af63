import type { RegionPageQuery } from '@aed/shared/schemas/region';

/** Query keys of the feature: invalidating `all` refreshes every loaded level, search page, option list and label. */
export const regionKeys = {
  all: ['region'] as const,
  children: (parentId: number) => [...regionKeys.all, 'children', parentId] as const,
  page: (query: RegionPageQuery) => [...regionKeys.all, 'page', query] as const,
  options: (parentId: number) => [...regionKeys.all, 'options', parentId] as const,
  paths: (ids: readonly number[]) => [...regionKeys.all, 'paths', ids.join(',')] as const,
};
