import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@aed/shared/constants/limits';
import { DictDataByType } from '@aed/shared/routes/dict.routes';
import type { DictDataRecord } from '@aed/shared/schemas/dict';
import { api } from '../lib/api-client';
import { isLanguage } from '../lib/i18n';
import { queryRoots } from './query-roots';

/** Enabled values of a type (English when none in `lang`). */
export const getDictByType = (dictType: string, lang: Language) => api(DictDataByType, { params: { type: dictType }, query: { lang } });

/** Dictionaries change rarely: cached for 30 minutes, refreshed at once when dictionary data is changed here. */
export const DICT_STALE_MS = 30 * 60_000;

export const dictByTypeOptions = (dictType: string, lang: Language) =>
  queryOptions({ queryKey: [...queryRoots.dict, 'byType', dictType, lang], queryFn: () => getDictByType(dictType, lang), staleTime: DICT_STALE_MS });

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
  const { data, isLoading } = useQuery(dictByTypeOptions(dictType, isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE));
  const options = data ?? NONE;
  const find = (value: string | null | undefined) => options.find((o) => o.dictValue === value);
  return {
    options,
    label: (value) => find(value)?.dictLabel ?? value ?? '',
    listClass: (value) => find(value)?.listClass ?? '',
    isLoading,
  };
}
