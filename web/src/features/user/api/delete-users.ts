import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, userKeys } from './user-keys';

/** `DELETE /upms/system/user/delete?ids=1,2` (all or nothing). */
export const deleteUsers = (ids: readonly number[]) => legacyApi.delete<unknown>(`${USER_API}/delete`, { ids: ids.join(',') });

export const useDeleteUsers = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUsers, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
};
