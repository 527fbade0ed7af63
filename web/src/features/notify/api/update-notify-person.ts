import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotifyPersonRecord, UpdateNotifyPersonBody } from '@aed/shared/schemas/notify';
import { legacyApi } from '../../../lib/api-client';
import { NOTIFY_API, notifyKeys } from './notify-keys';

/** `PUT /product/notify/update`. */
export const updateNotifyPerson = (body: UpdateNotifyPersonBody) => legacyApi.put<NotifyPersonRecord>(`${NOTIFY_API}/update`, body);

export const useUpdateNotifyPerson = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNotifyPerson, onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.all }) });
};
