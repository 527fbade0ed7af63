import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddNotifyPersonBody } from '@aed/shared/schemas/notify';
import { NotifyAdd } from '@aed/shared/routes/notify.routes';
import { api } from '../../../lib/api-client';
import { notifyKeys } from './notify-keys';

export const addNotifyPerson = (body: AddNotifyPersonBody) => api(NotifyAdd, { body });

export const useAddNotifyPerson = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addNotifyPerson, onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.all }) });
};
