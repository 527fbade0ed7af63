import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, userKeys } from './user-keys';

/** `PUT /upms/system/user/update`. */
export const updateUser = (body: UpdateUserBody) => legacyApi.put<unknown>(`${USER_API}/update`, body);

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
};
