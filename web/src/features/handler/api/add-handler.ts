import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddHandlerBody, HandlerAssignmentRecord } from '@aed/shared/schemas/handler';
import { legacyApi } from '../../../lib/api-client';
import { HANDLER_API, handlerKeys } from './handler-keys';

/** `POST /product/handler/add`. */
export const addHandler = (body: AddHandlerBody) => legacyApi.post<HandlerAssignmentRecord>(`${HANDLER_API}/add`, body);

export const useAddHandler = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addHandler, onSuccess: () => queryClient.invalidateQueries({ queryKey: handlerKeys.all }) });
};
