import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDictDataBody } from '@aed/shared/schemas/dict';
import { legacyApi } from '../../../lib/api-client';
import { DICT_DATA_API, dictKeys } from './dict-keys';

/** `PUT /upms/system/dict/data/update`. */
export const updateDictData = (body: UpdateDictDataBody) => legacyApi.put<unknown>(`${DICT_DATA_API}/update`, body);

export const useUpdateDictData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDictData,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
