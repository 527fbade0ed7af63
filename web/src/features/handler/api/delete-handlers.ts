import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { HANDLER_API, handlerKeys } from './handler-keys';

/** `DELETE /product/handler/delete?ids=1,2` (all or nothing). */
export const deleteHandlers = (ids: readonly number[]) => legacyApi.delete<unknown>(`${HANDLER_API}/delete`, { ids: ids.join(',') });

export const useDeleteHandlers = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHandlers, onSuccess: () => queryClient.invalidateQueries({ queryKey: handlerKeys.all }) });
};
