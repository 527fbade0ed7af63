import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { DICT_TYPE_API, dictKeys } from './dict-keys';

/** `DELETE /upms/system/dict/type/delete?ids=1,2`. */
export const deleteDictTypes = (ids: readonly number[]) => legacyApi.delete<unknown>(`${DICT_TYPE_API}/delete`, { ids: ids.join(',') });

export const useDeleteDictTypes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDictTypes,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
