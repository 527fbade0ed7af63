import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationBody } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, userKeys } from './user-keys';

/** `PUT /upms/system/user/updateCertificationEffect`: set (both dates) or clear (both empty) the certificate range. */
export const updateUserCertification = (body: CertificationBody) => legacyApi.put<unknown>(`${USER_API}/updateCertificationEffect`, body);

export const useUpdateUserCertification = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUserCertification, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
};
