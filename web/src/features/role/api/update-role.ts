import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateRoleBody } from '@aed/shared/schemas/role';
import { legacyApi } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `PUT /upms/system/role/update`. */
export const updateRole = (body: UpdateRoleBody) => legacyApi.put<unknown>(`${ROLE_API}/update`, body);

export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
