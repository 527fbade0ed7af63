import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateRoleBody } from '@aed/shared/schemas/role';
import { api } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `PUT /upms/system/role/update`. */
export const updateRole = (body: UpdateRoleBody) => api.put<unknown>(`${ROLE_API}/update`, body);

export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
