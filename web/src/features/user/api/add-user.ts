import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddUserBody } from '@aed/shared/schemas/user';
import { UserAdd } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Adds a user; answers the new user's id. */
export const addUser = (body: AddUserBody) => api(UserAdd, { body });

export const useAddUser = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
};
