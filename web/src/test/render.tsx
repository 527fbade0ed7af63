/** Renders shell components the way the app does: Chakra system, i18n, react-query and a memory router. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { createAppSystem } from '../lib/theme';
import { Toaster } from '../components/ui/toaster';

const system = createAppSystem('medium');

export interface TestRoute {
  path: string;
  component: () => ReactNode;
}

export function renderWithApp(routes: TestRoute[], { at, root, seed }: { at: string; root?: () => ReactNode; seed?: (queryClient: QueryClient) => void }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Data the shell already holds when the screen first renders (getInfo, the route tree).
  seed?.(queryClient);
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        {root?.()}
      </>
    ),
  });
  const children = routes.map((r) => createRoute({ getParentRoute: () => rootRoute, path: r.path, component: r.component }));
  const router = createRouter({ routeTree: rootRoute.addChildren(children), history: createMemoryHistory({ initialEntries: [at] }) });
  const utils = render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router as never} />
          <Toaster />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...utils, router, queryClient };
}

/**
 * `ui` inside a memory router at `at` (for tests that bring their own providers): list screens keep their search and
 * page in the URL (components/list/list-params.ts) and need a router. Answers once the router has loaded, so the
 * first render shows `ui` at once.
 */
export async function inRouter(ui: ReactNode, at = '/') {
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const splat = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({ routeTree: rootRoute.addChildren([splat]), history: createMemoryHistory({ initialEntries: [at] }) });
  await router.load();
  return { element: <RouterProvider router={router as never} />, router };
}

/**
 * One screen at `at` (with its search params, if any: `/product/sale?validity=2`) for a user holding `permissions` (the
 * getInfo answer the shell keeps under ['auth', 'info']).
 */
export function renderScreen(component: () => ReactNode, at: string, permissions: readonly string[]) {
  const utils = renderWithApp([{ path: at.split('?')[0]!, component }], { at });
  utils.queryClient.setQueryData(['auth', 'info'], { permissions, roles: [] });
  return utils;
}

export type FetchCall = { method: string; path: string; body: unknown };

/**
 * Replaces fetch with `answer(method, path, body, language)` (`language`: the Accept-Language sent, in which the server
 * names built-in records); returns the calls made.
 */
export function mockApi(answer: (method: string, path: string, body: unknown, language?: string) => { status?: number; body: unknown }) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.replace(/^\/prod-api/, '') + url.search;
    const language = (init?.headers as Record<string, string> | undefined)?.['Accept-Language'];
    calls.push({ method, path, body });
    const res = answer(method, path, body, language);
    return new Response(JSON.stringify(res.body), { status: res.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const ok = (data?: unknown) => ({ body: { code: 200, msg: 'ok', data } });
