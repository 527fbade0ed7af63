import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDictDataBody } from '@aed/shared/schemas/dict';
import { DictDataUpdate } from '@aed/shared/routes/dict.routes';
import { api } from '../../../lib/api-client';
import { dictKeys } from './dict-keys';

export const updateDictData = (body: UpdateDictDataBody) => api(DictDataUpdate, { body });

export const useUpdateDictData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDictData,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
