import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserDelete } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Deletes users (all or nothing). */
export const deleteUsers = (ids: readonly number[]) => api(UserDelete, { query: { ids: ids.join(',') } });

export const useDeleteUsers = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUsers, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
};
