import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetInfoResult, UpdateProfileBody } from '@aed/shared/schemas/auth';
import { UpdateProfile } from '@aed/shared/routes/profile.routes';
import { api } from '../../../lib/api-client';
import { profileKeys } from './get-profile';

/** The session's user info lives under this key (read by the top bar and permissions). */
const INFO_KEY = ['auth', 'info'] as const;

export const updateProfile = (body: UpdateProfileBody) => api(UpdateProfile, { body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_data, body) => {
      queryClient.setQueryData<GetInfoResult>(INFO_KEY, (info) => (info ? { ...info, user: { ...info.user, ...body, language: body.language ?? info.user.language } } : info));
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
