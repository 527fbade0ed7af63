import { queryOptions, useQuery } from '@tanstack/react-query';
import { DictTypeOptions } from '@aed/shared/routes/dict.routes';
import { api } from '../../../lib/api-client';
import { dictKeys } from './dict-keys';

/** Every type (id, name, key). */
export const getDictTypeOptions = () => api(DictTypeOptions);

export const dictTypeOptionsOptions = () => queryOptions({ queryKey: dictKeys.typeOptions(), queryFn: getDictTypeOptions });

export const useDictTypeOptions = () => useQuery(dictTypeOptionsOptions());
