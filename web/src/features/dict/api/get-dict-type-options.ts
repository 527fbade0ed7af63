import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictTypeOption } from '@aed/shared/schemas/dict';
import { legacyApi } from '../../../lib/api-client';
import { DICT_TYPE_API, dictKeys } from './dict-keys';

/** `GET /upms/system/dict/type/optionselect`: every type (id, name, key). */
export const getDictTypeOptions = () => legacyApi.get<DictTypeOption[]>(`${DICT_TYPE_API}/optionselect`);

export const dictTypeOptionsOptions = () => queryOptions({ queryKey: dictKeys.typeOptions(), queryFn: getDictTypeOptions });

export const useDictTypeOptions = () => useQuery(dictTypeOptionsOptions());
