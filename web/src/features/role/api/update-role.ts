import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateRoleBody } from '@aed/shared/schemas/role';
import { RoleUpdate } from '@aed/shared/routes/role.routes';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

export const updateRole = (body: UpdateRoleBody) => api(RoleUpdate, { body });

export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
