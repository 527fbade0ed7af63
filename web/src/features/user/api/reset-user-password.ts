import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@aed/shared/schemas/user';
import { UserResetPwd } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';

/** A new initial password; ends the user's sessions. */
export const resetUserPassword = (body: ResetPasswordBody) => api(UserResetPwd, { body });

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
