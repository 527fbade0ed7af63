import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { englishI18n } from '../../../test/english-i18n';
import { inRouter } from '../../../test/render';
import { i18n as appI18n } from '../../../lib/i18n';
import type { MenuRecord } from '@aed/shared/schemas/menu';
import MenuPage from './menu-page';

const system = createSystem(defaultConfig);

const menu = (over: Partial<MenuRecord>): MenuRecord => ({
  menuId: 1,
  parentId: 0,
  menuName: 'System management',
  code: 'menu.system',
  menuType: 'M',
  orderNum: 1,
  path: 'system',
  component: '',
  query: '',
  perms: '',
  icon: 'settings',
  isFrame: false,
  isCache: true,
  visible: '0',
  status: '0',
  createTime: '2026-01-02T03:04:05.000Z',
  updateTime: '',
  ...over,
});
const MENUS: MenuRecord[] = [
  menu({}),
  menu({ menuId: 106, parentId: 1, menuName: 'Parameters', code: 'menu.config', menuType: 'C', path: 'config', component: 'system/config/index', perms: 'system:config:list', icon: 'sliders' }),
  menu({ menuId: 1055, parentId: 106, menuName: 'Parameter query', code: 'menu.config.query', menuType: 'F', path: '', perms: 'system:config:query', icon: '' }),
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ code: 200, msg: 'ok', data });
type Handler = (url: URL, init: RequestInit) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

function mockApi(other?: Handler) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = other?.(url, init);
    if (answer) return answer;
    if (url.pathname === '/prod-api/upms/system/menu/list') return ok(MENUS);
    return json({ code: 404, msg: 'No such API route', errorCode: 'common.routeNotFound' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
}
const calls = () => fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n(['menu', 'errors', 'layout', 'common']);
});

async function renderPage(permissions: string[] = ['*:*:*'], instance: I18n = i18n) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['auth', 'info'], { permissions, roles: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={instance}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  return render((await inRouter(<MenuPage />)).element, { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MenuPage', () => {
  it('shows the menu tree, collapsed, with translated titles; rows expand', async () => {
    mockApi();
    await renderPage();
    const top = await screen.findByTestId('menu-row-1');
    expect(within(top).getByText('System management')).toBeTruthy();
    expect(within(top).getByText('Directory')).toBeTruthy();
    expect(screen.queryByTestId('menu-row-106')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-toggle-1'));
    const params = await screen.findByTestId('menu-row-106');
    expect(within(params).getByText('system:config:list')).toBeTruthy();
    fireEvent.click(screen.getByTestId('menu-expand-all'));
    expect(await screen.findByTestId('menu-row-1055')).toBeTruthy();
  });

  it('names the built-in buttons in the user\'s language too (their codes are `menu.<screen>.<button>`)', async () => {
    mockApi();
    await appI18n.changeLanguage('zh-TW');
    await renderPage(['*:*:*'], appI18n);
    fireEvent.click(await screen.findByTestId('menu-expand-all'));
    expect(within(await screen.findByTestId('menu-row-1055')).getByText('參數查詢')).toBeTruthy();
    expect(within(screen.getByTestId('menu-row-106')).getByText('參數設定')).toBeTruthy();
  });

  it('offers the parent menus by their names in the user\'s language (fr)', async () => {
    mockApi();
    await appI18n.changeLanguage('fr');
    await renderPage(['*:*:*'], appI18n);
    fireEvent.click(await screen.findByTestId('menu-expand-all'));
    // a button's parent is a screen
    fireEvent.click(await screen.findByTestId('menu-row-add-106'));
    const forButton = (await screen.findByTestId('menu-form-parent')) as HTMLSelectElement;
    expect([...forButton.options].map((o) => o.textContent?.trim())).toContain('Paramètres');
    expect([...forButton.options].map((o) => o.textContent)).not.toContain('Parameters');
    fireEvent.click(screen.getByTestId('menu-form-cancel'));
    // a directory's or screen's parent is a directory
    fireEvent.click(await screen.findByTestId('menu-add'));
    const forDirectory = (await screen.findByTestId('menu-form-parent')) as HTMLSelectElement;
    expect([...forDirectory.options].map((o) => o.textContent?.trim())).toContain('Gestion du système');
  });

  it('hides the changing actions without their permissions', async () => {
    mockApi();
    await renderPage(['system:menu:list']);
    await screen.findByTestId('menu-row-1');
    expect(screen.queryByTestId('menu-add')).toBeNull();
    expect(screen.queryByTestId('menu-row-edit-1')).toBeNull();
    expect(screen.queryByTestId('menu-row-delete-1')).toBeNull();
  });

  it('adds a button under a screen: only the button fields, a permission id required before anything is sent', async () => {
    mockApi((url, init) => (init.method === 'POST' ? ok(null) : undefined));
    await renderPage();
    fireEvent.click(screen.getByTestId('menu-expand-all'));
    fireEvent.click(await screen.findByTestId('menu-row-add-106'));
    fireEvent.change(await screen.findByTestId('menu-form-menuName'), { target: { value: 'Parameter add' } });
    // a button has no route, component or icon
    expect(screen.queryByTestId('menu-form-path')).toBeNull();
    expect(screen.queryByTestId('menu-form-component')).toBeNull();
    expect(screen.queryByTestId('menu-icon-toggle')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-form-submit'));
    expect((await screen.findByTestId('menu-form-perms-error')).textContent).toBe('This field is required');
    expect(calls().some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('menu-form-perms'), { target: { value: 'system:config:add' } });
    fireEvent.click(screen.getByTestId('menu-form-submit'));
    await waitFor(() => expect(calls().some((c) => c.method === 'POST')).toBe(true));
    expect(calls().find((c) => c.method === 'POST')?.body).toMatchObject({ parentId: 106, menuType: 'F', menuName: 'Parameter add', perms: 'system:config:add' });
  });

  it('adds a directory with an icon from the picker; a duplicate name is shown on its field', async () => {
    mockApi((url, init) =>
      init.method === 'POST' ? json({ code: 409, msg: 'exists', errorCode: 'menu.nameExists' }, 409) : undefined,
    );
    await renderPage();
    await screen.findByTestId('menu-row-1');
    fireEvent.click(screen.getByTestId('menu-add'));
    expect((await screen.findByTestId('menu-form-submit')).textContent).toBe('Save');
    fireEvent.click(screen.getByTestId('menu-form-submit'));
    expect((await screen.findByTestId('menu-form-menuName-error')).textContent).toBe('This field is required');
    expect(calls().some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(await screen.findByTestId('menu-form-menuName'), { target: { value: 'Fleet' } });
    fireEvent.click(screen.getByTestId('menu-form-submit'));
    expect((await screen.findByTestId('menu-form-path-error')).textContent).toBe('This field is required');
    fireEvent.change(screen.getByTestId('menu-form-path'), { target: { value: 'fleet' } });
    fireEvent.click(screen.getByTestId('menu-icon-toggle'));
    fireEvent.click(await screen.findByTestId('menu-icon-aed'));
    fireEvent.click(screen.getByTestId('menu-form-submit'));
    await waitFor(() => expect(screen.getByTestId('menu-form-menuName-error').textContent).toBe('A menu with this name already exists under the same parent'));
    expect(calls().find((c) => c.method === 'POST')?.body).toMatchObject({ parentId: 0, menuType: 'M', menuName: 'Fleet', path: 'fleet', icon: 'aed' });
  });

  it('deletes a menu after confirmation', async () => {
    mockApi((url, init) => (init.method === 'DELETE' ? ok(null) : undefined));
    await renderPage();
    fireEvent.click(screen.getByTestId('menu-expand-all'));
    fireEvent.click(await screen.findByTestId('menu-row-delete-1055'));
    expect((await screen.findByTestId('menu-delete-dialog')).textContent).toContain('Delete the menu "Parameter query"?');
    fireEvent.click(screen.getByTestId('menu-delete-confirm'));
    await waitFor(() => expect(calls().find((c) => c.method === 'DELETE')?.url).toBe('/prod-api/upms/system/menu/delete?menuId=1055'));
  });
});
