import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDictDataBody } from '@aed/shared/schemas/dict';
import { legacyApi } from '../../../lib/api-client';
import { DICT_DATA_API, dictKeys } from './dict-keys';

/** `POST /upms/system/dict/data/add`. */
export const addDictData = (body: AddDictDataBody) => legacyApi.post<unknown>(`${DICT_DATA_API}/add`, body);

export const useAddDictData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDictData,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
