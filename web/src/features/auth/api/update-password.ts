import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordBody } from '@aed/shared/schemas/auth';
import { legacyApi } from '../../../lib/api-client';

/** PUT /upms/system/user/profile/updatePwd (ends the user's other sessions). */
export const updatePassword = (body: UpdatePasswordBody) => legacyApi.put<unknown>('/upms/system/user/profile/updatePwd', body);

/** Errors are shown next to the fields by the form, so the global toast stays quiet for them. */
export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword, meta: { silent: true } });
