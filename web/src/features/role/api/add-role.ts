import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddRoleBody } from '@aed/shared/schemas/role';
import { RoleAdd } from '@aed/shared/routes/role.routes';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

export const addRole = (body: AddRoleBody) => api(RoleAdd, { body });

export const useAddRole = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
