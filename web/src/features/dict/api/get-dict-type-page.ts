import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DictTypePageQuery } from '@aed/shared/schemas/dict';
import { DictTypePage } from '@aed/shared/routes/dict.routes';
import { api } from '../../../lib/api-client';
import { dictKeys } from './dict-keys';

export const getDictTypePage = (query: DictTypePageQuery) => api(DictTypePage, { query });

export const dictTypePageOptions = (query: DictTypePageQuery) =>
  queryOptions({ queryKey: dictKeys.typePage(query), queryFn: () => getDictTypePage(query), placeholderData: keepPreviousData });

export const useDictTypePage = (query: DictTypePageQuery) => useQuery(dictTypePageOptions(query));
