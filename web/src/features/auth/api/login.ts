import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GetInfoResult } from '@aed/shared/schemas/auth';
import { Login } from '@aed/shared/routes/auth.routes';
import { api, removeToken, setToken } from '../../../lib/api-client';
import { removeUnwatchedQueries, reloginStore, setPasswordStatus, userInfoQueryOptions } from '../../../lib/session';

export interface LoginInput {
  username: string;
  password: string;
  code: string;
  uuid: string;
}

/** Log in, keep the token, then load the user info (no info -> logged out again). */
export async function login(queryClient: QueryClient, input: LoginInput): Promise<GetInfoResult> {
  const { token } = await api(Login, {
    body: {
      username: input.username.trim(),
      password: input.password,
      code: input.code.trim(),
      uuid: input.uuid,
      timeZoneId: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });
  // Nothing cached for an earlier session outlives the new token (only the login page's own queries are kept).
  removeUnwatchedQueries(queryClient);
  setToken(token);
  reloginStore.set({ open: false });
  try {
    const info = await queryClient.fetchQuery(userInfoQueryOptions());
    setPasswordStatus(info.passwordStatus);
    return info;
  } catch (error) {
    removeToken();
    throw error;
  }
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: LoginInput) => login(queryClient, input) });
}
