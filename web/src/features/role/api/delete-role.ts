import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RoleDelete } from '@aed/shared/routes/role.routes';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

export const deleteRoles = (ids: readonly number[]) => api(RoleDelete, { query: { ids: ids.join(',') } });

export const useDeleteRoles = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoles, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
