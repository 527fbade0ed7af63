import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddUserBody } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, userKeys } from './user-keys';

/** `POST /upms/system/user/add`: answers the new user's id. */
export const addUser = (body: AddUserBody) => legacyApi.post<{ userId: number }>(`${USER_API}/add`, body);

export const useAddUser = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
};
