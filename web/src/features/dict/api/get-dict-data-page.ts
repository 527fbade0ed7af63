import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DictDataPageQuery } from '@aed/shared/schemas/dict';
import { DictDataPage } from '@aed/shared/routes/dict.routes';
import { api } from '../../../lib/api-client';
import { dictKeys } from './dict-keys';

/** Values of one type, one page. */
export const getDictDataPage = (query: DictDataPageQuery) => api(DictDataPage, { query });

export const dictDataPageOptions = (query: DictDataPageQuery) =>
  queryOptions({ queryKey: dictKeys.dataPage(query), queryFn: () => getDictDataPage(query), placeholderData: keepPreviousData });

export const useDictDataPage = (query: DictDataPageQuery | undefined) =>
  useQuery({ ...dictDataPageOptions(query ?? { dictType: '', dictLabel: undefined, page: 1, limit: 10 }), enabled: query !== undefined });
