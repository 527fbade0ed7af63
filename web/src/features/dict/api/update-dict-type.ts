import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDictTypeBody } from '@aed/shared/schemas/dict';
import { DictTypeUpdate } from '@aed/shared/routes/dict.routes';
import { api } from '../../../lib/api-client';
import { dictKeys } from './dict-keys';

export const updateDictType = (body: UpdateDictTypeBody) => api(DictTypeUpdate, { body });

export const useUpdateDictType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDictType,
    // Every dictionary cache (pages, options, useDict) is refreshed after a change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
};
