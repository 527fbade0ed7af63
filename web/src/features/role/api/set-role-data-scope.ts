import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleDataScopeBody } from '@aed/shared/schemas/role';
import { legacyApi } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `PUT /upms/system/role/dataScope`. */
export const setRoleDataScope = (body: RoleDataScopeBody) => legacyApi.put<unknown>(`${ROLE_API}/dataScope`, body);

export const useSetRoleDataScope = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRoleDataScope, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
