import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetInfoResult, ProfileResult } from '@aed/shared/schemas/auth';
import { UpdateAvatar } from '@aed/shared/routes/profile.routes';
import { api } from '../../../lib/api-client';
import { profileKeys } from './get-profile';

const INFO_KEY = ['auth', 'info'] as const;

/** POST the avatar as a data URL; the answer is the stored avatar (URL or data URL). */
export const uploadAvatar = (avatar: string) => api(UpdateAvatar, { body: { avatar } });

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatar }) => {
      queryClient.setQueryData<GetInfoResult>(INFO_KEY, (info) => (info ? { ...info, user: { ...info.user, avatar } } : info));
      queryClient.setQueryData<ProfileResult>(profileKeys.all, (p) => (p ? { ...p, user: { ...p.user, avatar } } : p));
    },
  });
}
