import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDictTypeBody } from '@aed/shared/schemas/dict';
import { legacyApi } from '../../../lib/api-client';
import { DICT_TYPE_API, dictKeys } from './dict-keys';

/** `PUT /upms/system/dict/type/update`. */
export const updateDictType = (body: UpdateDictTypeBody) => legacyApi.put<unknown>(`${DICT_TYPE_API}/update`, body);

export const useUpdateDictType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDictType,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
