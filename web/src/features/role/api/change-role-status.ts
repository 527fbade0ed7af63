import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleStatusBody } from '@aed/shared/schemas/role';
import { legacyApi } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `PUT /upms/system/role/changeStatus`. */
export const changeRoleStatus = (body: RoleStatusBody) => legacyApi.put<unknown>(`${ROLE_API}/changeStatus`, body);

export const useChangeRoleStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRoleStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
