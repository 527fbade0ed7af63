import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDictDataBody } from '@aed/shared/schemas/dict';
import { DictDataAdd } from '@aed/shared/routes/dict.routes';
import { api } from '../../../lib/api-client';
import { dictKeys } from './dict-keys';

export const addDictData = (body: AddDictDataBody) => api(DictDataAdd, { body });

export const useAddDictData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDictData,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
