import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { LANGUAGES } from '@aed/shared/constants/limits';
import { OPER_LOG_MODULES, OPER_LOG_MODULE_KEYS } from '@aed/shared/constants/oper-log-modules';
import type { OperLogRecord } from '@aed/shared/schemas/monitor';
import { createAppSystem } from '../../../lib/theme';
import { i18n } from '../../../lib/i18n';
import { menuTitleKey } from '../../../lib/route-title';
import { inRouter } from '../../../test/render';
import OperLogPage from './operlog-page';
import { callsOf, mockFetch, ok, type FetchMock } from './test-harness';

const ROW: OperLogRecord = {
  operId: 'aaaaaaaaa00000001',
  title: 'config',
  businessType: 'update',
  requestMethod: 'PUT',
  operName: 'admin',
  deptId: 100,
  operUrl: '/prod-api/upms/system/config/update',
  operIp: '203.0.113.7',
  operParam: '{}',
  jsonResult: 'null',
  status: '0',
  errorMsg: '',
  costTime: 12,
  operTime: '2026-11-20T08:09:10.000Z',
};

let fetchMock: FetchMock;
async function renderPage() {
  fetchMock = mockFetch((url) => (url.pathname === '/prod-api/logs/operlog/page' ? ok({ total: 1, rows: [ROW] }) : undefined));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['auth', 'info'], { permissions: ['*:*:*'], roles: [] });
  render(
    <ChakraProvider value={createAppSystem('medium')}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {(await inRouter(<OperLogPage />)).element}
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

const options = () => [...(screen.getByTestId('operlog-search-title') as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);

describe('operation log: the module search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers every module by the name its menu shows, and searches the module picked', async () => {
    await renderPage();
    const row = await screen.findByTestId('operlog-row-aaaaaaaaa00000001');
    expect(within(row).getByText('Parameters')).toBeTruthy();
    expect(options()).toEqual(expect.arrayContaining([['config', 'Parameters'], ['user', 'Users'], ['deviceModel', 'Device models'], ['jobLog', 'Job log']]));
    expect(options()).toHaveLength(OPER_LOG_MODULE_KEYS.length + 1);
    // no option shows an internal key
    expect(options().filter(([value, label]) => value && label === value)).toEqual([]);

    fireEvent.change(screen.getByTestId('operlog-search-title'), { target: { value: 'user' } });
    fireEvent.click(screen.getByTestId('operlog-search-submit'));
    await waitFor(() => expect(callsOf(fetchMock).at(-1)?.url).toBe('/prod-api/logs/operlog/page?title=user&limit=10'));
  });

  it('names the modules in the UI language', async () => {
    await i18n.changeLanguage('fr');
    await renderPage();
    const row = await screen.findByTestId('operlog-row-aaaaaaaaa00000001');
    expect(within(row).getByText('Paramètres')).toBeTruthy();
    expect(options()).toEqual(expect.arrayContaining([['config', 'Paramètres'], ['user', 'Utilisateurs']]));
  });

  it.each(LANGUAGES)('has a name for every module in %s', (lng) => {
    const missing = OPER_LOG_MODULE_KEYS.filter((key) => !i18n.exists(menuTitleKey(OPER_LOG_MODULES[key]), { lng }));
    expect(missing).toEqual([]);
  });
});
