import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDictTypeBody } from '@aed/shared/schemas/dict';
import { DictTypeAdd } from '@aed/shared/routes/dict.routes';
import { api } from '../../../lib/api-client';
import { dictKeys } from './dict-keys';

export const addDictType = (body: AddDictTypeBody) => api(DictTypeAdd, { body });

export const useAddDictType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDictType,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
