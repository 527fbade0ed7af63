import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DictDataDelete } from '@aed/shared/routes/dict.routes';
import { api } from '../../../lib/api-client';
import { dictKeys } from './dict-keys';

export const deleteDictData = (ids: readonly number[]) => api(DictDataDelete, { query: { ids: ids.join(',') } });

export const useDeleteDictData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDictData,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
