import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeUserStatusBody } from '@aed/shared/schemas/user';
import { UserChangeStatus } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Enable or disable; disabling ends the user's sessions. */
export const changeUserStatus = (body: ChangeUserStatusBody) => api(UserChangeStatus, { body });

export const useChangeUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeUserStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
};
