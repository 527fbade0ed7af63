import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotifyDelete } from '@aed/shared/routes/notify.routes';
import { api } from '../../../lib/api-client';
import { notifyKeys } from './notify-keys';

/** All or nothing. */
export const deleteNotifyPersons = (ids: readonly number[]) => api(NotifyDelete, { query: { ids: ids.join(',') } });

export const useDeleteNotifyPersons = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNotifyPersons, onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.all }) });
};
