import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@aed/shared/api/envelope';
import type { DictDataPageQuery, DictDataRecord } from '@aed/shared/schemas/dict';
import { legacyApi } from '../../../lib/api-client';
import { DICT_DATA_API, dictKeys } from './dict-keys';

/** `GET /upms/system/dict/data/page`: values of one type. */
export const getDictDataPage = (query: DictDataPageQuery) => legacyApi.get<Page<DictDataRecord>>(`${DICT_DATA_API}/page`, query);

export const dictDataPageOptions = (query: DictDataPageQuery) =>
  queryOptions({ queryKey: dictKeys.dataPage(query), queryFn: () => getDictDataPage(query), placeholderData: keepPreviousData });

export const useDictDataPage = (query: DictDataPageQuery | undefined) =>
  useQuery({ ...dictDataPageOptions(query ?? { dictType: '', dictLabel: undefined, page: 1, limit: 10 }), enabled: query !== undefined });
