import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNotifyPersonBody } from '@aed/shared/schemas/notify';
import { NotifyUpdate } from '@aed/shared/routes/notify.routes';
import { api } from '../../../lib/api-client';
import { notifyKeys } from './notify-keys';

export const updateNotifyPerson = (body: UpdateNotifyPersonBody) => api(NotifyUpdate, { body });

export const useUpdateNotifyPerson = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNotifyPerson, onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.all }) });
};
