/**
 * The session of spec sections 3 and 4: token cookie (api-client), user info and route tree queries, the password
 * status cookie, the re-login prompt and log out. The info query key `['auth', 'info']` is read by features
 * (permissions) straight from the query cache.
 */
import { useCallback } from 'react';
import Cookies from 'js-cookie';
import { queryOptions, useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { redirect, useRouter } from '@tanstack/react-router';
import { GetInfo, GetRouters, Logout } from '@aed/shared/routes/auth.routes';
import { COOKIES, LIMITS } from '@aed/shared/constants/limits';
import { ApiError, api, removeToken } from './api-client';
import { createStore, useStore } from './create-store';
import { resetTagsView } from './tags-view';

export const authKeys = {
  all: ['auth'] as const,
  info: ['auth', 'info'] as const,
  routers: ['auth', 'routers'] as const,
};

export const getInfo = () => api(GetInfo);
export const getRouters = () => api(GetRouters);

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: authKeys.info, queryFn: getInfo, staleTime: Infinity, gcTime: Infinity, retry: false });

export const routersQueryOptions = () =>
  queryOptions({ queryKey: authKeys.routers, queryFn: getRouters, staleTime: Infinity, gcTime: Infinity, retry: false });

/**
 * Only an answer saying the session is gone (401) ends it. A call that got no answer (cancelled because the page
 * reloaded or another link opened while it ran, offline, timed out) or a server error says nothing about the session:
 * logging out on it dropped valid tokens (issue 14).
 */
export const endsSession = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * What the authenticated layout loads before it renders: the user info (the password status cookie follows it), then
 * the route tree. A 401 clears the local session and sends the user to /login, back to `from` afterwards; any other
 * failure is thrown as it is (the route's error page offers a retry) and the token stays.
 */
export async function loadSessionOrLogin(queryClient: QueryClient, from: string): Promise<void> {
  try {
    const info = await queryClient.ensureQueryData(userInfoQueryOptions());
    setPasswordStatus(info.passwordStatus);
    await queryClient.ensureQueryData(routersQueryOptions());
  } catch (error) {
    if (!endsSession(error)) throw error;
    // The 401 already opened the re-login prompt when a token was sent.
    clearLocalSession();
    queryClient.removeQueries({ queryKey: authKeys.all });
    throw redirect({ to: '/login', search: { redirect: from } });
  }
}

/** Inside the authenticated layout the info is always loaded (the layout route's loader ensures it). */
export const useUserInfo = () => useSuspenseQuery(userInfoQueryOptions()).data;
export const useRouters = () => useSuspenseQuery(routersQueryOptions()).data;

/* ---- password status cookie (0 ok, 1 expiring, 2 expired, 3 initial) ---- */

/** Bumped on every change of the cookie, so the forced dialog and the shell follow it at once. */
const passwordStatusChanges = createStore(0);

export function getPasswordStatus(): number {
  const n = Number(Cookies.get(COOKIES.passwordStatus) ?? 0);
  return Number.isFinite(n) ? n : 0;
}
export const setPasswordStatus = (status: number) => {
  Cookies.set(COOKIES.passwordStatus, String(status), { sameSite: 'strict' });
  passwordStatusChanges.set((n) => n + 1);
};
export const removePasswordStatus = () => {
  Cookies.remove(COOKIES.passwordStatus);
  passwordStatusChanges.set((n) => n + 1);
};
export const usePasswordStatus = () => useStore(passwordStatusChanges, getPasswordStatus);

/* ---- re-login prompt (a 401 while a token exists) ---- */

export const reloginStore = createStore({ open: false });
export const useReloginOpen = () => useStore(reloginStore, (s) => s.open);

/** Wired into api-client's unauthorized handler: drop the token and show the undismissable prompt once. */
export function handleUnauthorized() {
  removeToken();
  removePasswordStatus();
  reloginStore.set((s) => (s.open ? s : { open: true }));
}

/**
 * Failures the session's own dialogs already tell the user about, so no red message repeats them: a 401 behind the
 * re-login prompt, and the forced password change (api-client's handler opens its dialog).
 */
export function isShownBySessionDialogs(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (error.status === 401 && reloginStore.get().open) || error.errorCode === 'password.changeRequired';
}

/* ---- log out ---- */

/** Ends the server session (errors ignored: the token is dropped anyway) and drops the token. */
export async function endSession(): Promise<void> {
  try {
    await api(Logout);
  } catch {
    /* already invalid or offline: nothing more to do */
  }
  removeToken();
  resetTagsView();
}

export function clearLocalSession() {
  removeToken();
  removePasswordStatus();
  resetTagsView();
}

/**
 * Drops every cached answer of the previous session, except the queries a mounted screen is watching (by then only
 * the login page: its captcha and public settings, nothing of any user). `queryClient.clear()` also destroyed those:
 * a destroyed query's fetch is cancelled silently and its observer stays on the dead query, so the login page showed
 * an empty captcha box that no click refilled (issue 14). Called after the login page is shown and again when a new
 * session starts (queries only: the login call is a mutation in flight), so the next user never sees an answer
 * cached for the previous one.
 */
export function clearCachesAfterLogout(queryClient: QueryClient) {
  removeUnwatchedQueries(queryClient);
  queryClient.getMutationCache().clear();
}

/** Removes every cached query no mounted component observes. */
export function removeUnwatchedQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
}

/**
 * Log out and go to /login; `delayMs` waits first (0.5 s after a password change). No call of the session leaves
 * once it ends: running queries are cancelled first, and the password status cookie goes only once /login is shown.
 * Dropped with the token, it re-mounted the shell a forced password change had hidden (routes/_auth.tsx), whose
 * queries then went out with the ended session and failed with 401 (issue 14).
 */
export function useLogout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(
    /** `returnTo`: an in-app address the next login goes back to (the login page's `redirect`). */
    async (delayMs = 0, returnTo?: string) => {
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      await queryClient.cancelQueries();
      await endSession();
      const back = returnTo ? safeRedirect(returnTo) : '/';
      await router.navigate({ to: '/login', search: back !== '/' ? { redirect: back } : {} });
      removePasswordStatus();
      clearCachesAfterLogout(queryClient);
    },
    [router, queryClient],
  );
}

export const PASSWORD_CHANGE_LOGOUT_DELAY_MS = LIMITS.logoutDelayAfterPasswordChangeMs;

/** Keeps a relative in-app path from a `redirect` search param; anything else becomes '/'. */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target.startsWith('/login')) return '/';
  return target;
}
