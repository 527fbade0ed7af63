import type { DictDataPageQuery, DictTypePageQuery } from '@aed/shared/schemas/dict';
import { queryRoots } from '../../../api/query-roots';

/** Query keys: invalidating `all` refreshes type pages, data pages and every `useDict` cache. */
export const dictKeys = {
  all: queryRoots.dict,
  typePage: (query: DictTypePageQuery) => [...dictKeys.all, 'type', 'page', query] as const,
  dataPage: (query: DictDataPageQuery) => [...dictKeys.all, 'data', 'page', query] as const,
};
