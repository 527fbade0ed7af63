import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DictTypeDelete } from '@aed/shared/routes/dict.routes';
import { api } from '../../../lib/api-client';
import { dictKeys } from './dict-keys';

export const deleteDictTypes = (ids: readonly number[]) => api(DictTypeDelete, { query: { ids: ids.join(',') } });

export const useDeleteDictTypes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDictTypes,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
