import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandlerAssignmentRecord, UpdateHandlerBody } from '@aed/shared/schemas/handler';
import { legacyApi } from '../../../lib/api-client';
import { HANDLER_API, handlerKeys } from './handler-keys';

/** `PUT /product/handler/update`: default flag and remark. */
export const updateHandler = (body: UpdateHandlerBody) => legacyApi.put<HandlerAssignmentRecord>(`${HANDLER_API}/update`, body);

export const useUpdateHandler = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHandler, onSuccess: () => queryClient.invalidateQueries({ queryKey: handlerKeys.all }) });
};
