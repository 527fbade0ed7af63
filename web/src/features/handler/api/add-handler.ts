import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddHandlerBody } from '@aed/shared/schemas/handler';
import { HandlerAdd } from '@aed/shared/routes/handler.routes';
import { api } from '../../../lib/api-client';
import { handlerKeys } from './handler-keys';

export const addHandler = (body: AddHandlerBody) => api(HandlerAdd, { body });

export const useAddHandler = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addHandler, onSuccess: () => queryClient.invalidateQueries({ queryKey: handlerKeys.all }) });
};
