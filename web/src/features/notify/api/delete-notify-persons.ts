import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { NOTIFY_API, notifyKeys } from './notify-keys';

/** `DELETE /product/notify/delete?ids=1,2` (all or nothing). */
export const deleteNotifyPersons = (ids: readonly number[]) => legacyApi.delete<unknown>(`${NOTIFY_API}/delete`, { ids: ids.join(',') });

export const useDeleteNotifyPersons = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNotifyPersons, onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.all }) });
};
