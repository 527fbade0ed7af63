import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { englishI18n } from '../../../test/english-i18n';
import { inRouter } from '../../../test/render';

const system = createSystem(defaultConfig);

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const ok = (data: unknown) => json({ code: 200, msg: 'ok', data });

export type Handler = (url: URL, init: RequestInit) => Response | undefined;
export type FetchMock = ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

/** Stubs fetch: the handler answers what it knows, anything else is a 404 envelope. */
export function mockFetch(handler: Handler): FetchMock {
  const fetchMock: FetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    return handler(url, init) ?? json({ code: 404, msg: 'No such API route', errorCode: 'common.routeNotFound' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const callsOf = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), method: init?.method ?? 'GET' }));

let i18n: I18n | undefined;
export async function testI18n(): Promise<I18n> {
  if (i18n) return i18n;
  i18n = await englishI18n(['monitor', 'errors', 'common']);
  return i18n;
}

/** Renders a page with Chakra, a fresh query client holding the getInfo answer, the monitor namespace and a router at `at`. */
export async function renderWith(page: ReactNode, permissions: string[] = ['*:*:*'], at = '/') {
  const instance = await testI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['auth', 'info'], { permissions, roles: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={instance}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  return render((await inRouter(page, at)).element, { wrapper });
}
