import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddHandlerBody, HandlerAssignmentRecord } from '@aed/shared/schemas/handler';
import { api } from '../../../lib/api-client';
import { HANDLER_API, handlerKeys } from './handler-keys';

/** `POST /product/handler/add`. */
export const addHandler = (body: AddHandlerBody) => api.post<HandlerAssignmentRecord>(`${HANDLER_API}/add`, body);

export const useAddHandler = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addHandler, onSuccess: () => queryClient.invalidateQueries({ queryKey: handlerKeys.all }) });
};
