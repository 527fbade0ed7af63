import type { DictDataPageQuery, DictTypePageQuery } from '@aed/shared/schemas/dict';

/** Query keys: invalidating `all` refreshes type pages, data pages and every `useDict` cache. */
export const dictKeys = {
  all: ['dict'] as const,
  typePage: (query: DictTypePageQuery) => [...dictKeys.all, 'type', 'page', query] as const,
  typeOptions: () => [...dictKeys.all, 'type', 'options'] as const,
  dataPage: (query: DictDataPageQuery) => [...dictKeys.all, 'data', 'page', query] as const,
  byType: (dictType: string, lang: string) => [...dictKeys.all, 'byType', dictType, lang] as const,
};
