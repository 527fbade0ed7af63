import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@aed/shared/api/envelope';
import type { DictTypePageQuery, DictTypeRecord } from '@aed/shared/schemas/dict';
import { legacyApi } from '../../../lib/api-client';
import { DICT_TYPE_API, dictKeys } from './dict-keys';

/** `GET /upms/system/dict/type/page`. */
export const getDictTypePage = (query: DictTypePageQuery) => legacyApi.get<Page<DictTypeRecord>>(`${DICT_TYPE_API}/page`, query);

export const dictTypePageOptions = (query: DictTypePageQuery) =>
  queryOptions({ queryKey: dictKeys.typePage(query), queryFn: () => getDictTypePage(query), placeholderData: keepPreviousData });

export const useDictTypePage = (query: DictTypePageQuery) => useQuery(dictTypePageOptions(query));
