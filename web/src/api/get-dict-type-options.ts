import { queryOptions, useQuery } from '@tanstack/react-query';
import { DictTypeOptions } from '@aed/shared/routes/dict.routes';
import { api } from '../lib/api-client';
import { queryRoots } from './query-roots';

/** Every type (id, name, key). */
export const getDictTypeOptions = () => api(DictTypeOptions);

export const dictTypeOptionsOptions = () => queryOptions({ queryKey: [...queryRoots.dict, 'type', 'options'], queryFn: getDictTypeOptions });

export const useDictTypeOptions = () => useQuery(dictTypeOptionsOptions());
