import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DictDataRecord } from '@aed/shared/schemas/dict';
import { legacyApi } from '../../../lib/api-client';
import { DICT_DATA_API, dictKeys } from './dict-keys';

/** `GET /upms/system/dict/data/dictType/{type}?lang=`: enabled values of a type (English when none in `lang`). */
export const getDictByType = (dictType: string, lang: string) =>
  legacyApi.get<DictDataRecord[]>(`${DICT_DATA_API}/dictType/${encodeURIComponent(dictType)}`, { lang });

/** Dictionaries change rarely: cached for 30 minutes, refreshed at once when dictionary data is changed here. */
export const DICT_STALE_MS = 30 * 60_000;

export const dictByTypeOptions = (dictType: string, lang: string) =>
  queryOptions({ queryKey: dictKeys.byType(dictType, lang), queryFn: () => getDictByType(dictType, lang), staleTime: DICT_STALE_MS });

export interface DictApi {
  options: readonly DictDataRecord[];
  /** The label of a value (the value itself when unknown). */
  label: (value: string | null | undefined) => string;
  /** The list class (tag colour) of a value. */
  listClass: (value: string | null | undefined) => string;
  isLoading: boolean;
}

const NONE: readonly DictDataRecord[] = [];

/** `const sex = useDict('sys_user_sex'); sex.label('1')`: values of a type in the UI language. */
export function useDict(dictType: string): DictApi {
  const { i18n } = useTranslation();
  const { data, isLoading } = useQuery(dictByTypeOptions(dictType, i18n.language));
  const options = data ?? NONE;
  const find = (value: string | null | undefined) => options.find((o) => o.dictValue === value);
  return {
    options,
    label: (value) => find(value)?.dictLabel ?? value ?? '',
    listClass: (value) => find(value)?.listClass ?? '',
    isLoading,
  };
}
