import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegionRecord, RegionRow } from '@aed/shared/schemas/region';
import { mockApi, ok, renderScreen } from '../../../test/render';
import RegionPage from './region-page';

const names = (en = '', fr = '', zhCN = '', zhTW = '') => ({ en, fr, 'zh-CN': zhCN, 'zh-TW': zhTW });
const region = (over: Partial<RegionRecord>): RegionRecord => ({
  regionId: 1,
  parentId: 0,
  regionCode: 'FR',
  regionName: 'France',
  names: names('France', 'France', '法国', '法國'),
  level: 1,
  orderNum: 1,
  status: '0',
  remark: '',
  childCount: 2,
  createBy: 'admin',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});
const FR = region({});
const CN = region({ regionId: 2, regionCode: 'CN', regionName: '中国', names: names('China', 'Chine', '中国', '中國'), orderNum: 2, childCount: 0 });
const IDF = region({ regionId: 11, parentId: 1, regionCode: 'FR-IDF', regionName: 'Île-de-France', names: names(), level: 2, childCount: 1 });
const ARA = region({ regionId: 12, parentId: 1, regionCode: 'FR-ARA', regionName: 'Auvergne-Rhône-Alpes', names: names(), level: 2, childCount: 0, status: '1' });
const CHILDREN: Record<string, RegionRecord[]> = { '0': [FR, CN], '1': [IDF, ARA] };

type Answer = { status?: number; body: unknown };
function api(over: (method: string, path: string, body: unknown) => Answer | undefined = () => undefined) {
  return mockApi((method, path, body) => {
    const custom = over(method, path, body);
    if (custom) return custom;
    const url = new URL(path, 'http://x');
    if (url.pathname === '/product/region/children') return ok(CHILDREN[url.searchParams.get('parentId')!] ?? []);
    if (url.pathname === '/product/region/optionselect') return ok(url.searchParams.get('parentId') === '0' ? [FR, CN].map((r) => ({ ...r, hasChildren: r.childCount > 0 })) : []);
    if (url.pathname === '/product/region/path') return ok([{ regionId: 1, label: 'France', nodes: [] }]);
    return ok({});
  });
}

const renderPage = (permissions: string[]) => renderScreen(RegionPage, '/product/region', permissions);

afterEach(() => vi.unstubAllGlobals());

describe('RegionPage', () => {
  it('shows the countries, loads a level only when a row is expanded, and collapses it', async () => {
    const calls = api();
    renderPage(['*:*:*']);
    const fr = await screen.findByTestId('region-row-FR');
    expect(within(fr).getByText('France')).toBeTruthy();
    expect(within(fr).getByText('Country')).toBeTruthy();
    // a name in the UI language differs from the default (official) name: both are shown
    expect(within(await screen.findByTestId('region-row-CN')).getByText('China')).toBeTruthy();
    expect(within(screen.getByTestId('region-row-CN')).getByText('Default name: 中国')).toBeTruthy();
    // China has no sub-region: nothing to expand
    expect(screen.queryByTestId('region-toggle-CN')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/product/region/children?parentId=0']);

    fireEvent.click(screen.getByTestId('region-toggle-FR'));
    const idf = await screen.findByTestId('region-row-FR-IDF');
    expect(idf.getAttribute('aria-level')).toBe('2');
    expect(within(screen.getByTestId('region-row-FR-ARA')).getByText('Disabled')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/product/region/children?parentId=0', '/product/region/children?parentId=1']);
    // a disabled region receives no sub-region: no "add" on its row
    expect(screen.queryByTestId('region-row-add-FR-ARA')).toBeNull();
    expect(screen.getByTestId('region-row-add-FR-IDF')).toBeTruthy();

    fireEvent.click(screen.getByTestId('region-toggle-FR'));
    await waitFor(() => expect(screen.queryByTestId('region-row-FR-IDF')).toBeNull());
  });

  it('shows the empty state and a load error with a retry', async () => {
    let fail = true;
    api((_m, path) => (path.startsWith('/product/region/children') ? (fail ? { status: 500, body: { code: 500, msg: 'boom', errorCode: 'common.internal' } } : ok([])) : undefined));
    renderPage(['*:*:*']);
    const error = await screen.findByTestId('region-load-error');
    fail = false;
    fireEvent.click(within(error).getByRole('button'));
    expect((await screen.findByTestId('region-empty')).textContent).toContain('No regions yet');
  });

  it('hides the actions the user has no permission for', async () => {
    api();
    renderPage(['product:region:list']);
    await screen.findByTestId('region-row-FR');
    for (const id of ['region-add', 'region-import', 'region-export', 'region-row-add-FR', 'region-row-edit-FR', 'region-row-status-FR', 'region-row-delete-FR']) {
      expect(screen.queryByTestId(id), id).toBeNull();
    }
  });

  it('searches by keyword and lists the matches with their full names', async () => {
    const row: RegionRow = { ...IDF, path: [{ ...FR, level: 1 }, { ...IDF }].map(({ regionId, regionCode, regionName, names: n, level, status }) => ({ regionId, regionCode, regionName, names: n, level, status })) };
    const calls = api((_m, path) => (path.startsWith('/product/region/page') ? ok({ total: 1, rows: [row] }) : undefined));
    renderPage(['*:*:*']);
    await screen.findByTestId('region-row-FR');
    fireEvent.change(screen.getByTestId('region-search-keyword'), { target: { value: ' île ' } });
    fireEvent.click(screen.getByTestId('region-search-submit'));
    const result = await screen.findByTestId('region-result-FR-IDF');
    expect(within(result).getByText('France / Île-de-France')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe(`/product/region/page?keyword=${encodeURIComponent('île')}&limit=10`);
    expect(screen.getByTestId('region-results-total').textContent).toContain('1');
    fireEvent.click(screen.getByTestId('region-search-reset'));
    await screen.findByTestId('region-table');
  });

  it('adds a sub-region under a row, and shows a taken name refused by the server on the name field', async () => {
    const calls = api((method) => (method === 'POST' ? { status: 409, body: { code: 409, msg: 'taken', errorCode: 'region.nameExists', params: { name: 'Paris' } } } : undefined));
    renderPage(['*:*:*']);
    await screen.findByTestId('region-row-FR');
    fireEvent.click(screen.getByTestId('region-toggle-FR'));
    fireEvent.click(await screen.findByTestId('region-row-add-FR-IDF'));
    const form = await screen.findByTestId('region-form');
    expect(within(form).getByText('Add a sub-region')).toBeTruthy();
    expect(screen.getByTestId('region-form-submit').textContent).toBe('Save');
    fireEvent.click(screen.getByTestId('region-form-submit'));
    expect((await screen.findByTestId('region-form-code-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('region-form-code'), { target: { value: 'FR-75' } });
    fireEvent.change(screen.getByTestId('region-form-name'), { target: { value: 'Paris' } });
    fireEvent.change(screen.getByTestId('region-form-name-zh-CN'), { target: { value: '巴黎' } });
    fireEvent.click(screen.getByTestId('region-form-submit'));
    await waitFor(() => expect(screen.getByTestId('region-form-name-error').textContent).toBe('A region named "Paris" already exists under the same parent'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      parentId: 11,
      regionCode: 'FR-75',
      regionName: 'Paris',
      names: { en: '', fr: '', 'zh-CN': '巴黎', 'zh-TW': '' },
      orderNum: 2,
      status: '0',
      remark: '',
    });
  });

  it('moves a region: a parent under itself is refused on the parent field', async () => {
    const calls = api((method) => (method === 'PUT' ? { status: 409, body: { code: 409, msg: 'cycle', errorCode: 'region.parentIsSelfOrChild' } } : undefined));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('region-row-edit-CN'));
    const parent = (await screen.findByTestId('region-form-parent-1')) as HTMLSelectElement;
    // the region itself is not offered as its own parent
    await waitFor(() => expect([...parent.options].map((o) => o.text)).toEqual(['Top level (country)', 'France']));
    fireEvent.change(parent, { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('region-form-submit'));
    await waitFor(() => expect(screen.getByTestId('region-form-parent-error').textContent).toBe('A region cannot be moved under itself or one of its sub-regions'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ regionId: 2, parentId: 1, regionCode: 'CN', regionName: '中国' });
  });

  it('disables after confirmation, and shows a delete refusal as a translated toast', async () => {
    const calls = api((method) =>
      method === 'DELETE'
        ? { status: 409, body: { code: 409, msg: 'children', errorCode: 'region.hasChildren', params: { name: 'France', count: 2 } } }
        : method === 'PUT'
          ? ok({ ...FR, status: '1' })
          : undefined,
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('region-row-status-FR'));
    expect((await screen.findByTestId('region-status-dialog')).textContent).toContain('will no longer be offered');
    fireEvent.click(screen.getByTestId('region-status-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ regionId: 1, status: '1' }));
    expect(await screen.findByText('Region disabled')).toBeTruthy();

    fireEvent.click(screen.getByTestId('region-row-delete-FR'));
    expect((await screen.findByTestId('region-delete-dialog')).textContent).toContain('Delete the region "France" (FR)?');
    fireEvent.click(screen.getByTestId('region-delete-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/product/region/delete?ids=1'));
    expect(await screen.findByText('The region "France" has sub-regions (2) and cannot be deleted')).toBeTruthy();
  });

  it('imports a file with progress, then lists the ignored duplicates and refused rows by row number, translated', async () => {
    const progress = (over: object) => ({ importId: 'imp00000001', total: 120, processed: 0, created: 0, duplicates: [], errors: [], done: false, ...over });
    const dup = { row: 3, errorCode: 'region.importDuplicate', params: { row: 3, value: 'FR' } };
    const bad = { row: 4, errorCode: 'region.importInvalid', params: { row: 4, field: 'parentCode' } };
    const taken = { row: 6, errorCode: 'region.nameExists', params: { name: 'Paris' } };
    let step = 0;
    const calls = api((method, path) => {
      if (method !== 'POST') return undefined;
      if (path === '/product/region/import') return ok(progress({ duplicates: [dup], errors: [bad] }));
      step += 1;
      return ok(step === 1 ? progress({ processed: 50, created: 50, duplicates: [dup], errors: [bad] }) : progress({ processed: 120, created: 119, duplicates: [dup], errors: [bad, taken], done: true }));
    });
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('region-import'));
    await screen.findByTestId('region-import-dialog');
    expect(screen.getByTestId('region-import-limits').textContent).toContain('at most 4 MB and 5000 rows');
    // only Excel workbooks (.xlsx or .xls)
    fireEvent.change(screen.getByTestId('region-import-file'), { target: { files: [new File(['x'], 'regions.csv')] } });
    expect(screen.getByTestId('region-import-file-error').textContent).toContain('Only Excel workbooks');
    fireEvent.change(screen.getByTestId('region-import-file'), { target: { files: [new File(['PK'], 'regions.XLS')] } });
    fireEvent.click(screen.getByTestId('region-import-submit'));
    await waitFor(() => expect(screen.getByTestId('region-import-summary').textContent).toBe('Created: 119 · duplicates ignored: 1 · rows refused: 2'));
    expect(screen.getByTestId('region-import-progress-text').textContent).toBe('120 / 120');
    expect(calls.filter((c) => c.path === '/product/region/import/process').map((c) => c.body)).toEqual([{ importId: 'imp00000001' }, { importId: 'imp00000001' }]);
    expect(calls.find((c) => c.path === '/product/region/import')?.body).toMatchObject({ fileName: 'regions.XLS' });
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual([
      'Row 3: the code "FR" already exists, row ignored',
      'Row 4: Parent code is invalid',
      'Row 6: A region named "Paris" already exists under the same parent',
    ]);
    expect(await screen.findByText('Regions imported: 119')).toBeTruthy();
  });
});
