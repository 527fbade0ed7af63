import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateHandlerBody } from '@aed/shared/schemas/handler';
import { HandlerUpdate } from '@aed/shared/routes/handler.routes';
import { api } from '../../../lib/api-client';
import { handlerKeys } from './handler-keys';

/** Default flag and remark. */
export const updateHandler = (body: UpdateHandlerBody) => api(HandlerUpdate, { body });

export const useUpdateHandler = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHandler, onSuccess: () => queryClient.invalidateQueries({ queryKey: handlerKeys.all }) });
};
