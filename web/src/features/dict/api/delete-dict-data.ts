import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { DICT_DATA_API, dictKeys } from './dict-keys';

/** `DELETE /upms/system/dict/data/delete?ids=1,2`. */
export const deleteDictData = (ids: readonly number[]) => legacyApi.delete<unknown>(`${DICT_DATA_API}/delete`, { ids: ids.join(',') });

export const useDeleteDictData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDictData,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
