import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `DELETE /upms/system/role/delete?ids=1,2`. */
export const deleteRoles = (ids: readonly number[]) => legacyApi.delete<unknown>(`${ROLE_API}/delete`, { ids: ids.join(',') });

export const useDeleteRoles = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoles, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
