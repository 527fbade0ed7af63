import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { englishI18n } from '../../../test/english-i18n';
import { inRouter } from '../../../test/render';
import type { ConfigRecord } from '@aed/shared/schemas/config';
import ConfigPage from './config-page';

const system = createSystem(defaultConfig);

const record = (over: Partial<ConfigRecord>): ConfigRecord => ({
  configId: 1,
  deptId: 100,
  deptName: 'AED Cloud',
  configName: 'Captcha switch',
  configKey: 'sys.account.captchaEnabled',
  configValue: 'true',
  configType: 'Y',
  remark: 'Show the captcha on login',
  createBy: 'admin',
  createTime: '2024-05-24T08:09:10.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});

const ROWS: ConfigRecord[] = [
  record({}),
  record({ configId: 2, deptId: 101, deptName: 'Agent North', configName: 'Map provider', configKey: 'map.provider', configValue: '2', configType: 'N', remark: '' }),
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ code: 200, msg: 'ok', data });

type Handler = (url: URL, init: RequestInit) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

/** The caller's organizations for the owner select: the root (whole subtree in scope) and one that is not. */
const TREE = [
  { id: 100, label: 'AED Cloud', deptType: '0', disabled: false, children: [{ id: 101, label: 'Agent North', deptType: '0', disabled: false, children: [] }] },
  { id: 105, label: 'Own only', deptType: '2', disabled: true, children: [] },
];

/** Answers the page call with `rows` (the first page of a cursor list), the organization tree, and any other call with `other` (or a 404 envelope). */
function mockApi(rows: ConfigRecord[], other?: Handler) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init.method ?? 'GET') === 'GET' && url.pathname === '/prod-api/upms/system/config/page') return ok({ total: rows.length, rows });
    if ((init.method ?? 'GET') === 'GET' && url.pathname === '/prod-api/upms/system/dept/treeselect') return ok(TREE);
    return other?.(url, init) ?? json({ code: 404, msg: 'No such API route', errorCode: 'common.routeNotFound' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
}

const calls = () => fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), method: init?.method ?? 'GET', body: init?.body }));

let i18n: I18n;

beforeAll(async () => {
  i18n = await englishI18n(['config', 'common']);
});

async function renderPage(permissions: string[] = ['*:*:*']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The shell keeps the getInfo answer under ['auth', 'info']; the page reads the permissions from there.
  queryClient.setQueryData(['auth', 'info'], { permissions, roles: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  return render((await inRouter(<ConfigPage />)).element, { wrapper });
}

// DOM stubs Chakra needs and cleanup() come from web/src/test/setup.ts.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConfigPage', () => {
  it('lists the parameters of the first page with their organization', async () => {
    // Prepare
    mockApi(ROWS);
    // Act
    await renderPage();
    // Assess
    const row = await screen.findByTestId('config-row-sys.account.captchaEnabled');
    expect(within(row).getByText('Captcha switch')).toBeTruthy();
    expect(within(row).getByText('true')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(row.textContent).toMatch(/2024-05-2\d \d{2}:\d{2}:10/);
    expect(within(screen.getByTestId('config-row-map.provider')).getByText('No')).toBeTruthy();
    expect(screen.getByTestId('config-dept-map.provider').textContent).toBe('Agent North');
    expect(screen.getByTestId('config-total').textContent).toBe('Total 2');
    expect(screen.queryByTestId('config-empty')).toBeNull();
    expect(calls()[0]).toMatchObject({ method: 'GET', url: '/prod-api/upms/system/config/page?limit=10' });
  });

  it('shows the empty state when no parameter matches', async () => {
    mockApi([]);
    await renderPage();
    expect((await screen.findByTestId('config-empty')).textContent).toBe('No parameters found');
  });

  it('sends the search filters', async () => {
    mockApi(ROWS);
    await renderPage();
    await screen.findByTestId('config-row-sys.account.captchaEnabled');

    fireEvent.change(screen.getByTestId('config-search-key'), { target: { value: '  sys.user ' } });
    fireEvent.change(screen.getByTestId('config-search-type'), { target: { value: 'N' } });
    fireEvent.click(screen.getByTestId('config-search-submit'));

    await waitFor(() => expect(calls().at(-1)?.url).toBe('/prod-api/upms/system/config/page?configKey=sys.user&configType=N&limit=10'));
  });

  it('hides the toolbar actions the user has no permission for', async () => {
    mockApi(ROWS);
    await renderPage(['system:config:list', 'system:config:export']);
    await screen.findByTestId('config-row-sys.account.captchaEnabled');
    expect(screen.queryByTestId('config-add')).toBeNull();
    expect(screen.queryByTestId('config-edit')).toBeNull();
    expect(screen.queryByTestId('config-delete')).toBeNull();
    expect(screen.getByTestId('config-export')).toBeTruthy();
  });

  it('refuses to submit the add form with an empty key, without calling the API', async () => {
    mockApi(ROWS);
    await renderPage();
    await screen.findByTestId('config-row-sys.account.captchaEnabled');
    const callsBefore = fetchMock.mock.calls.length;

    fireEvent.click(screen.getByTestId('config-add'));
    fireEvent.change(await screen.findByTestId('config-form-name'), { target: { value: 'Session idle minutes' } });
    fireEvent.change(screen.getByTestId('config-form-value'), { target: { value: '30' } });
    // the same words as every add / modify dialog
    expect(screen.getByTestId('config-form-submit').textContent).toBe('Save');
    expect(screen.getByTestId('config-form-cancel').textContent).toBe('Cancel');
    fireEvent.click(screen.getByTestId('config-form-submit'));

    expect((await screen.findByTestId('config-form-key-error')).textContent).toBe('This field is required');
    expect(screen.queryByTestId('config-form-name-error')).toBeNull();
    // nothing sent but the read of the organizations the owner select offers
    expect(calls().filter((c) => !c.url.includes('/dept/treeselect')).length).toBe(callsBefore);
    expect(calls().some((c) => c.method !== 'GET')).toBe(false);
  });

  it('shows a duplicate key refused by the server on the key field', async () => {
    mockApi(ROWS, (url, init) =>
      init.method === 'POST' && url.pathname === '/prod-api/upms/system/config/add'
        ? json({ code: 409, msg: 'The parameter key name already exists', errorCode: 'config.keyExists' }, 409)
        : undefined,
    );
    await renderPage();
    await screen.findByTestId('config-row-sys.account.captchaEnabled');

    fireEvent.click(screen.getByTestId('config-add'));
    // the caller's own organization when it may own the parameter (here the first that may: the root)
    await waitFor(() => expect((screen.getByTestId('config-form-dept') as HTMLSelectElement).value).toBe('100'));
    expect((within(screen.getByTestId('config-form-dept')).getByRole('option', { name: /Own only/ }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(await screen.findByTestId('config-form-name'), { target: { value: 'Captcha again' } });
    fireEvent.change(screen.getByTestId('config-form-key'), { target: { value: 'sys.account.captchaEnabled' } });
    // a value the key's declaration allows (true / false), so the form sends it and the server finds the duplicate
    fireEvent.change(screen.getByTestId('config-form-value'), { target: { value: 'true' } });
    fireEvent.click(screen.getByTestId('config-form-submit'));

    expect((await screen.findByTestId('config-form-key-error')).textContent).toBe('The parameter key name already exists');
    const post = calls().find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      deptId: 100,
      configName: 'Captcha again',
      configKey: 'sys.account.captchaEnabled',
      configValue: 'true',
      configType: 'N',
      remark: '',
    });
  });

  it('deletes the selected parameters after confirmation', async () => {
    mockApi(ROWS, (url, init) => (init.method === 'DELETE' ? ok(null) : undefined));
    await renderPage();
    await screen.findByTestId('config-row-sys.account.captchaEnabled');

    fireEvent.click(screen.getByTestId('config-row-check-sys.account.captchaEnabled'));
    fireEvent.click(screen.getByTestId('config-row-check-map.provider'));
    await waitFor(() => expect((screen.getByTestId('config-delete') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('config-delete'));

    expect((await screen.findByTestId('config-delete-dialog')).textContent).toContain('Delete the 2 selected parameters?');
    fireEvent.click(screen.getByTestId('config-delete-confirm'));

    await waitFor(() => expect(calls().some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls().find((c) => c.method === 'DELETE')?.url).toBe('/prod-api/upms/system/config/delete?ids=1%2C2');
  });

  it('names the parameter a row deletion asks about', async () => {
    mockApi(ROWS);
    renderPage();
    fireEvent.click(await screen.findByTestId('config-row-delete-map.provider'));
    expect((await screen.findByTestId('config-delete-dialog')).textContent).toContain('Delete the parameter "Map provider" (map.provider)?');
    fireEvent.click(screen.getByTestId('config-delete-cancel'));
    await waitFor(() => expect(screen.queryByTestId('config-delete-dialog')).toBeNull());
    expect(calls().some((c) => c.method === 'DELETE')).toBe(false);
  });
  it('refuses a built-in parameter value outside its declared type and range at the value field (issue 14, item 6)', async () => {
    const days = record({ configId: 3, configName: 'Password validity (days)', configKey: 'sys.account.passwordValidateDays', configValue: '90' });
    mockApi([...ROWS, days], (url) => {
      if (url.pathname === '/prod-api/upms/system/config/info') return ok(url.searchParams.get('configId') === '3' ? days : ROWS[0]);
      return undefined;
    });
    await renderPage();
    fireEvent.click(await screen.findByTestId('config-row-check-sys.account.captchaEnabled'));
    await waitFor(() => expect((screen.getByTestId('config-edit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('config-edit'));
    fireEvent.change(await screen.findByTestId('config-form-value'), { target: { value: 'maybe' } });
    fireEvent.click(screen.getByTestId('config-form-submit'));
    expect((await screen.findByTestId('config-form-value-error')).textContent).toBe('The value of this parameter must be true or false');
    fireEvent.click(screen.getByTestId('config-form-cancel'));
    await waitFor(() => expect(screen.queryByTestId('config-form-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('config-row-check-sys.account.captchaEnabled'));
    fireEvent.click(screen.getByTestId('config-row-check-sys.account.passwordValidateDays'));
    // the checkboxes report their change through their state machine: wait until the selection is the days row only
    await waitFor(() => {
      expect(screen.getByTestId('config-row-check-sys.account.captchaEnabled').getAttribute('data-state')).toBe('unchecked');
      expect(screen.getByTestId('config-row-check-sys.account.passwordValidateDays').getAttribute('data-state')).toBe('checked');
    });
    await waitFor(() => expect((screen.getByTestId('config-edit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('config-edit'));
    await waitFor(() => expect((screen.getByTestId('config-form-key') as HTMLInputElement).value).toBe('sys.account.passwordValidateDays'));
    fireEvent.change(screen.getByTestId('config-form-value'), { target: { value: '-5' } });
    fireEvent.click(screen.getByTestId('config-form-submit'));
    expect((await screen.findByTestId('config-form-value-error')).textContent).toBe('The value of this parameter must be a whole number from 0 to 3650');
    expect(calls().some((c) => c.method === 'PUT')).toBe(false);
  });

  it('modifies a parameter loaded by id', async () => {
    mockApi(ROWS, (url, init) => {
      if (url.pathname === '/prod-api/upms/system/config/info' && url.searchParams.get('configId') === '2') return ok(ROWS[1]);
      if (init.method === 'PUT' && url.pathname === '/prod-api/upms/system/config/update') return ok(null);
      return undefined;
    });
    await renderPage();
    await screen.findByTestId('config-row-map.provider');

    fireEvent.click(screen.getByTestId('config-row-check-map.provider'));
    await waitFor(() => expect((screen.getByTestId('config-edit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('config-edit'));
    const value = (await screen.findByTestId('config-form-value')) as HTMLInputElement;
    expect(value.value).toBe('2');
    // the organization of an existing parameter is shown, not changeable
    expect((screen.getByTestId('config-form-dept') as HTMLInputElement).value).toBe('Agent North');
    fireEvent.change(value, { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('config-form-submit'));

    await waitFor(() => expect(screen.queryByTestId('config-form-dialog')).toBeNull());
    const put = calls().find((c) => c.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toEqual({
      configId: 2,
      configName: 'Map provider',
      configKey: 'map.provider',
      configValue: '1',
      configType: 'N',
      remark: '',
    });
  });
});
