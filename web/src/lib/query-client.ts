/**
 * The react-query client. Every failed query or mutation shows the translated error in a red toast for 5 s
 * (spec section 7), except 401s already handled by the re-login prompt, and calls marked `meta: { silent: true }`.
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

export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!mutation.meta?.silent) onError(error);
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
