/**
 * The react-query client. Every failed query or mutation shows the translated error in a red toast for 5 s
 * (spec section 7), except 401s already handled by the re-login prompt, calls marked `meta: { silent: true }`, and
 * a mutation's refusal its caller already showed (`markErrorShown`: a form put it under a field).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { ApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Refusals a caller of `mutate` showed itself (a field's error): the client's toast leaves them out. */
const shownErrors = new WeakSet<object>();

/** Says that `error` was shown where it belongs (e.g. under the field it concerns), so no toast repeats it. */
export function markErrorShown(error: unknown): void {
  if (error !== null && typeof error === 'object') shownErrors.add(error);
}

/**
 * react-query tells the client of a failed mutation before the `mutate` caller's own `onError`: the toast waits for
 * that caller (a task later), then is left out if the caller showed the error.
 */
function unlessShown(error: unknown, onError: (error: unknown) => void) {
  setTimeout(() => {
    if (!(error !== null && typeof error === 'object' && shownErrors.has(error))) onError(error);
  }, 0);
}

export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!mutation.meta?.silent) unlessShown(error, onError);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; a server or network error is retried once.
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The server answers built-in records (roles, dictionary types, parameters, jobs, monitoring presets) in the language
 * the client sends (docs/decisions/0038): when the UI language changes, every cached answer is stale. Active queries
 * refetch at once, the others when next used. Returns the unsubscribe.
 */
export function refetchOnLanguageChange(queryClient: QueryClient, i18n: Pick<I18n, 'on' | 'off'>): () => void {
  const refetch = () => void queryClient.invalidateQueries();
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}
