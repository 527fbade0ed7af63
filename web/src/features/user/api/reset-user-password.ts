import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API } from './user-keys';

/** `PUT /upms/system/user/resetPwd`: a new initial password; ends the user's sessions. */
export const resetUserPassword = (body: ResetPasswordBody) => legacyApi.put<unknown>(`${USER_API}/resetPwd`, body);

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
