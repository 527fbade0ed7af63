import { useMutation } from '@tanstack/react-query';
import type { ForgetPasswordBody } from '@aed/shared/schemas/auth';
import { ForgetPassword } from '@aed/shared/routes/auth.routes';
import { api } from '../../../lib/api-client';

/** The same answer for every request; a reset link is mailed when account and email match. */
export const forgetPassword = (body: ForgetPasswordBody) => api(ForgetPassword, { body });

/** Errors are shown in the dialog, so the global toast stays quiet for them. */
export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword, meta: { silent: true } });
