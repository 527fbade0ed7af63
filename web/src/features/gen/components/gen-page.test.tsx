import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GenTableRow } from '@aed/shared/schemas/gen';
import { mockApi, ok, renderScreen } from '../../../test/render';
import GenPage from './gen-page';

const row = (over: Partial<GenTableRow>): GenTableRow => ({
  tableId: 1,
  moduleName: 'cabinet',
  entityName: 'Cabinet',
  businessName: { en: 'AED cabinets', fr: 'Armoires DAE', 'zh-CN': '', 'zh-TW': '' },
  parentMenuId: 1,
  menuId: 9000,
  fieldCount: 4,
  remark: '',
  createBy: 'admin',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});
const ROWS = [row({}), row({ tableId: 2, moduleName: 'battery', entityName: 'Battery', businessName: { en: 'Batteries', fr: '', 'zh-CN': '', 'zh-TW': '' }, fieldCount: 7 })];
const FILES = [
  { path: 'shared/src/schemas/cabinet.ts', content: "import * as z from 'zod';" },
  { path: 'web/src/locales/en/cabinet.json', content: '{ "title": "AED cabinets" }' },
];
const DICT_TYPES = [{ dictId: 3, dictName: 'System switch', dictType: 'sys_normal_disable' }];

const renderPage = (permissions: string[]) => renderScreen(GenPage, '/tool/gen', permissions);

/** Page rows for the list, dictionary types for the grid, preview files; `write` answers POST/PUT. */
const api = (write?: (method: string, body: unknown) => { status?: number; body: unknown } | undefined) =>
  mockApi((method, path, body) => {
    if (method !== 'GET') return write?.(method, body) ?? ok(null);
    if (path.startsWith('/upms/tool/gen/page')) return ok({ total: 2, rows: ROWS });
    if (path.startsWith('/upms/system/dict/type/optionselect')) return ok(DICT_TYPES);
    if (path.startsWith('/upms/tool/gen/preview')) return ok(FILES);
    return { status: 404, body: { code: 404, msg: 'No such API route', errorCode: 'common.routeNotFound' } };
  });

afterEach(() => vi.unstubAllGlobals());

describe('GenPage', () => {
  it('lists the definitions and sends the search', async () => {
    const calls = api();
    renderPage(['*:*:*']);
    const battery = await screen.findByTestId('gen-row-battery');
    expect(within(battery).getByText('Batteries')).toBeTruthy();
    expect(within(battery).getByText('7')).toBeTruthy();
    expect(calls[0].path).toBe('/upms/tool/gen/page?page=1&limit=10');
    fireEvent.change(screen.getByTestId('gen-search-module'), { target: { value: ' cab ' } });
    fireEvent.click(screen.getByTestId('gen-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/upms/tool/gen/page?moduleName=cab&page=1&limit=10'));
  });

  it('hides the actions the user has no permission for', async () => {
    api();
    renderPage(['tool:gen:list', 'tool:gen:preview']);
    await screen.findByTestId('gen-row-cabinet');
    expect(screen.queryByTestId('gen-add')).toBeNull();
    expect(screen.queryByTestId('gen-row-edit-cabinet')).toBeNull();
    expect(screen.queryByTestId('gen-row-delete-cabinet')).toBeNull();
    expect(screen.queryByTestId('gen-row-download-cabinet')).toBeNull();
    expect(screen.getByTestId('gen-row-preview-cabinet')).toBeTruthy();
  });

  it('adds a definition from the field grid, with a dictionary binding and a query field', async () => {
    const calls = api();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('gen-add'));
    fireEvent.change(await screen.findByTestId('gen-form-moduleName'), { target: { value: 'locker' } });
    fireEvent.change(screen.getByTestId('gen-form-entityName'), { target: { value: 'Locker' } });
    fireEvent.change(screen.getByTestId('gen-form-menuId'), { target: { value: '9100' } });
    fireEvent.change(screen.getByTestId('gen-form-businessName-en'), { target: { value: 'Lockers' } });
    fireEvent.change(screen.getByTestId('gen-field-0-name'), { target: { value: 'code' } });
    fireEvent.change(screen.getByTestId('gen-field-0-label-en'), { target: { value: 'Code' } });
    fireEvent.click(screen.getByTestId('gen-field-add'));
    fireEvent.change(await screen.findByTestId('gen-field-1-name'), { target: { value: 'status' } });
    fireEvent.change(screen.getByTestId('gen-field-1-label-en'), { target: { value: 'Status' } });
    fireEvent.change(screen.getByTestId('gen-field-1-type'), { target: { value: 'enum' } });
    await waitFor(() => expect(screen.getByTestId('gen-field-1-dict').textContent).toContain('System switch'), { timeout: 5000 });
    fireEvent.change(screen.getByTestId('gen-field-1-dict'), { target: { value: 'sys_normal_disable' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Query 2' }));
    await waitFor(() => expect(screen.getByTestId('gen-field-1-inQuery').hasAttribute('data-state') && screen.getByTestId('gen-field-1-inQuery').getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByTestId('gen-form-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe('/upms/tool/gen/add');
    expect(sent.body).toMatchObject({ moduleName: 'locker', entityName: 'Locker', menuId: 9100, parentMenuId: 1, businessName: { en: 'Lockers' } });
    expect((sent.body as { fields: unknown[] }).fields).toEqual([
      expect.objectContaining({ name: 'code', type: 'string', label: expect.objectContaining({ en: 'Code' }), inQuery: false, maxLength: 100 }),
      expect.objectContaining({ name: 'status', type: 'enum', dictType: 'sys_normal_disable', inQuery: true, inForm: true }),
    ]);
  });

  it('refuses a reserved field name locally and shows server refusals on their fields', async () => {
    const calls = api(() => ({ status: 400, body: { code: 400, msg: 'taken', errorCode: 'gen.moduleReserved', fields: [{ path: 'moduleName', errorCode: 'gen.moduleReserved' }] } }));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('gen-add'));
    // the same words as every form; a required field left empty says so at the field
    expect((await screen.findByTestId('gen-form-submit')).textContent).toBe('Save');
    fireEvent.click(screen.getByTestId('gen-form-submit'));
    expect((await screen.findByTestId('gen-form-moduleName-error')).textContent).toBe('This field is required');
    expect(screen.getByTestId('gen-field-0-name-error').textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(await screen.findByTestId('gen-form-moduleName'), { target: { value: 'kiosk' } });
    fireEvent.change(screen.getByTestId('gen-form-entityName'), { target: { value: 'Kiosk' } });
    fireEvent.change(screen.getByTestId('gen-form-menuId'), { target: { value: '9200' } });
    fireEvent.change(screen.getByTestId('gen-form-businessName-en'), { target: { value: 'Kiosks' } });
    fireEvent.change(screen.getByTestId('gen-field-0-name'), { target: { value: 'class' } });
    fireEvent.change(screen.getByTestId('gen-field-0-label-en'), { target: { value: 'Class' } });
    fireEvent.click(screen.getByTestId('gen-form-submit'));
    expect((await screen.findByTestId('gen-field-0-name-error')).textContent).toBe('This name is reserved');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('gen-field-0-name'), { target: { value: 'kind' } });
    fireEvent.click(screen.getByTestId('gen-form-submit'));
    await waitFor(() => expect(screen.getByTestId('gen-form-moduleName-error').textContent).toBe('The name is taken by an existing module'));
  });

  it('previews the generated files and downloads the zip', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }));
    const calls = api();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('gen-row-preview-cabinet'));
    await screen.findByTestId('gen-preview-file-web/src/locales/en/cabinet.json');
    expect(calls.some((c) => c.path === '/upms/tool/gen/preview?tableId=1')).toBe(true);
    expect(screen.getByTestId('gen-preview-code').textContent).toBe("import * as z from 'zod';");
    fireEvent.click(screen.getByTestId('gen-preview-file-web/src/locales/en/cabinet.json'));
    await waitFor(() => expect(screen.getByTestId('gen-preview-code').textContent).toBe('{ "title": "AED cabinets" }'));
    fireEvent.click(screen.getByTestId('gen-preview-download'));
    await waitFor(() => expect(calls.some((c) => c.path === '/upms/tool/gen/download?tableId=1')).toBe(true));
  });
});
