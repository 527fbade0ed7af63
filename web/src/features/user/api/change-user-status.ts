import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeUserStatusBody } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, userKeys } from './user-keys';

/** `PUT /upms/system/user/changeStatus`: enable or disable; disabling ends the user's sessions. */
export const changeUserStatus = (body: ChangeUserStatusBody) => legacyApi.put<unknown>(`${USER_API}/changeStatus`, body);

export const useChangeUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeUserStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
};
