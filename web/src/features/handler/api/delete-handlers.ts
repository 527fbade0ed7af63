import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HandlerDelete } from '@aed/shared/routes/handler.routes';
import { api } from '../../../lib/api-client';
import { handlerKeys } from './handler-keys';

/** All or nothing. */
export const deleteHandlers = (ids: readonly number[]) => api(HandlerDelete, { query: { ids: ids.join(',') } });

export const useDeleteHandlers = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHandlers, onSuccess: () => queryClient.invalidateQueries({ queryKey: handlerKeys.all }) });
};
