import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddNotifyPersonBody, NotifyPersonRecord } from '@aed/shared/schemas/notify';
import { legacyApi } from '../../../lib/api-client';
import { NOTIFY_API, notifyKeys } from './notify-keys';

/** `POST /product/notify/add`. */
export const addNotifyPerson = (body: AddNotifyPersonBody) => legacyApi.post<NotifyPersonRecord>(`${NOTIFY_API}/add`, body);

export const useAddNotifyPerson = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addNotifyPerson, onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.all }) });
};
