import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GenTableDelete } from '@aed/shared/routes/gen.routes';
import { api } from '../../../lib/api-client';
import { genKeys } from './gen-keys';

export const deleteGen = (ids: readonly number[]) => api(GenTableDelete, { query: { ids: ids.join(',') } });

export const useDeleteGen = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGen, onSuccess: () => queryClient.invalidateQueries({ queryKey: genKeys.all }) });
};
