import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@aed/shared/schemas/auth';
import { ResetPassword, ResetPasswordCheck } from '@aed/shared/routes/auth.routes';
import { api } from '../../../lib/api-client';

/** The account a reset link is for, or why it cannot be used. */
export const checkResetLink = (token: string) => api(ResetPasswordCheck, { body: { token } });

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['auth', 'resetLink', token], queryFn: () => checkResetLink(token), staleTime: Infinity, gcTime: 0, retry: false, meta: { silent: true } });

export const useResetLink = (token: string) => useQuery({ ...resetLinkQueryOptions(token), enabled: token !== '' });

/** Sets the new password with the link (once) and ends every session of the user. */
export const resetPassword = (body: ResetPasswordBody) => api(ResetPassword, { body });

/** Errors are shown on the page, so the global toast stays quiet for them. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { silent: true } });
