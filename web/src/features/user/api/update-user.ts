import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '@aed/shared/schemas/user';
import { UserUpdate } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Updates a user; answers the stored user. */
export const updateUser = (body: UpdateUserBody) => api(UserUpdate, { body });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
};
