import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleDataScopeBody } from '@aed/shared/schemas/role';
import { RoleDataScope } from '@aed/shared/routes/role.routes';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

export const setRoleDataScope = (body: RoleDataScopeBody) => api(RoleDataScope, { body });

export const useSetRoleDataScope = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRoleDataScope, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
