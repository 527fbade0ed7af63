import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationBody } from '@aed/shared/schemas/user';
import { UserCertification } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Set (both dates) or clear (both empty) the certificate range. */
export const updateUserCertification = (body: CertificationBody) => api(UserCertification, { body });

export const useUpdateUserCertification = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUserCertification, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
};
