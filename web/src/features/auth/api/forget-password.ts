import { useMutation } from '@tanstack/react-query';
import type { ForgetPasswordBody } from '@aed/shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** PUT /upms/forgetPassword: mails a temporary password when account and email match. */
export const forgetPassword = (body: ForgetPasswordBody) => api.put<unknown>('/upms/forgetPassword', body);

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });
