import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDictTypeBody } from '@aed/shared/schemas/dict';
import { legacyApi } from '../../../lib/api-client';
import { DICT_TYPE_API, dictKeys } from './dict-keys';

/** `POST /upms/system/dict/type/add`. */
export const addDictType = (body: AddDictTypeBody) => legacyApi.post<unknown>(`${DICT_TYPE_API}/add`, body);

export const useAddDictType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDictType,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
