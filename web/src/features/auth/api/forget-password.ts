import { useMutation } from '@tanstack/react-query';
import type { ForgetPasswordBody } from '@aed/shared/schemas/auth';
import { legacyApi } from '../../../lib/api-client';

/** PUT /upms/forgetPassword: the same answer for every request; a reset link is mailed when account and email match. */
export const forgetPassword = (body: ForgetPasswordBody) => legacyApi.put<unknown>('/upms/forgetPassword', body);

/** Errors are shown in the dialog, so the global toast stays quiet for them. */
export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword, meta: { silent: true } });
