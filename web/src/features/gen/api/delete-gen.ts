import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { GEN_API, genKeys } from './gen-keys';

/** `DELETE /upms/tool/gen/delete?ids=1,2`. */
export const deleteGen = (ids: readonly number[]) => legacyApi.delete<unknown>(`${GEN_API}/delete`, { ids: ids.join(',') });

export const useDeleteGen = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGen, onSuccess: () => queryClient.invalidateQueries({ queryKey: genKeys.all }) });
};
