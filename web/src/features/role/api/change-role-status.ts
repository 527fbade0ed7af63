import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleStatusBody } from '@aed/shared/schemas/role';
import { RoleChangeStatus } from '@aed/shared/routes/role.routes';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

export const changeRoleStatus = (body: RoleStatusBody) => api(RoleChangeStatus, { body });

export const useChangeRoleStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRoleStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
