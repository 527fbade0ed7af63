import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddRoleBody } from '@aed/shared/schemas/role';
import { legacyApi } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `POST /upms/system/role/add`. */
export const addRole = (body: AddRoleBody) => legacyApi.post<unknown>(`${ROLE_API}/add`, body);

export const useAddRole = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }) });
};
