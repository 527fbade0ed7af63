import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { englishI18n } from '../../../test/english-i18n';
import { inRouter } from '../../../test/render';
import type { DeptRecord } from '@aed/shared/schemas/dept';
import DeptPage from './dept-page';

const system = createSystem(defaultConfig);

const dept = (over: Partial<DeptRecord>): DeptRecord => ({
  deptId: 100,
  parentId: 0,
  ancestors: '0',
  deptPath: '0,100,',
  deptName: 'AED Cloud',
  companyName: '',
  deptType: '0',
  orderNum: 0,
  leader: '',
  phone: '',
  email: '',
  address: '',
  detailAddress: '',
  equipmentQuota: 0,
  userQuota: 0,
  operationAccountCount: 0,
  viewAccountCount: 0,
  reportLanguage: '',
  reportTitle: '',
  reportTimeZone: '',
  deptCode: '',
  status: '0',
  mailProtocol: '',
  mailHost: '',
  mailPort: null,
  mailAccount: '',
  mailEncryption: '',
  hasMailPassword: false,
  hasLogo: false,
  hasSeal: false,
  logoUrl: '',
  sealUrl: '',
  createBy: 'system',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});

const ROWS: DeptRecord[] = [
  dept({}),
  dept({ deptId: 1001, parentId: 100, ancestors: '0,100', deptPath: '0,100,1001,', deptName: 'Agent North', equipmentQuota: 10 }),
  dept({ deptId: 1002, parentId: 1001, ancestors: '0,100,1001', deptPath: '0,100,1001,1002,', deptName: 'Clinic A', deptType: '2', status: '1' }),
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ code: 200, msg: 'ok', data });

type Handler = (url: URL, init: RequestInit) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

function mockApi(rows: DeptRecord[], other?: Handler) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init.method ?? 'GET') === 'GET' && url.pathname === '/prod-api/upms/system/dept/list') return ok(rows);
    return other?.(url, init) ?? json({ code: 404, msg: 'No such API route', errorCode: 'common.routeNotFound' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
}

const calls = () => fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), method: init?.method ?? 'GET', body: init?.body }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n(['dept', 'errors', 'common']);
});

async function renderPage(permissions: string[] = ['*:*:*']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['auth', 'info'], { permissions, roles: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  return render((await inRouter(<DeptPage />)).element, { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeptPage', () => {
  it('shows the organization tree and expands/collapses it', async () => {
    mockApi(ROWS);
    await renderPage();
    const child = await screen.findByTestId('dept-row-1002');
    expect(within(child).getByText('Clinic A')).toBeTruthy();
    expect(within(child).getByText('Customer')).toBeTruthy();
    expect(within(child).getByText('Disabled')).toBeTruthy();
    expect(screen.getByTestId('dept-row-1002').getAttribute('aria-level')).toBe('3');
    // the default organization cannot be deleted
    expect(screen.queryByTestId('dept-row-delete-100')).toBeNull();
    expect(screen.getByTestId('dept-row-delete-1001')).toBeTruthy();

    fireEvent.click(screen.getByTestId('dept-toggle-1001'));
    await waitFor(() => expect(screen.queryByTestId('dept-row-1002')).toBeNull());
    fireEvent.click(screen.getByTestId('dept-toggle-1001'));
    expect(await screen.findByTestId('dept-row-1002')).toBeTruthy();

    fireEvent.click(screen.getByTestId('dept-expand-all'));
    await waitFor(() => expect(screen.queryByTestId('dept-row-1001')).toBeNull());
    expect(screen.getByTestId('dept-row-100')).toBeTruthy();
    fireEvent.click(screen.getByTestId('dept-expand-all'));
    expect(await screen.findByTestId('dept-row-1002')).toBeTruthy();
  });

  it('names the edit action "Edit", the common word of every screen', async () => {
    mockApi(ROWS);
    await renderPage();
    expect((await screen.findByTestId('dept-row-edit-1001')).textContent?.trim()).toBe('Edit');
    expect(screen.queryByText('Modify')).toBeNull();
  });

  it('sends the search by name and status', async () => {
    mockApi(ROWS);
    await renderPage();
    await screen.findByTestId('dept-row-1002');
    fireEvent.change(screen.getByTestId('dept-search-name'), { target: { value: '  clinic ' } });
    fireEvent.change(screen.getByTestId('dept-search-status'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('dept-search-submit'));
    await waitFor(() => expect(calls().some((c) => c.url === '/prod-api/upms/system/dept/list?deptName=clinic&status=1')).toBe(true));
  });

  it('hides the actions the user has no permission for', async () => {
    mockApi(ROWS);
    await renderPage(['system:dept:list', 'system:dept:export']);
    await screen.findByTestId('dept-row-1002');
    expect(screen.queryByTestId('dept-add')).toBeNull();
    expect(screen.queryByTestId('dept-row-edit-1001')).toBeNull();
    expect(screen.queryByTestId('dept-row-add-1001')).toBeNull();
    expect(screen.queryByTestId('dept-row-delete-1001')).toBeNull();
    expect(screen.getByTestId('dept-export')).toBeTruthy();
  });

  it('adds a child: refuses an empty name without calling the API, then posts under the chosen parent', async () => {
    mockApi(ROWS, (url, init) =>
      init.method === 'POST' && url.pathname === '/prod-api/upms/system/dept/add'
        ? json({ code: 409, msg: 'The organization name already exists', errorCode: 'dept.nameExists' }, 409)
        : undefined,
    );
    await renderPage();
    await screen.findByTestId('dept-row-1001');
    fireEvent.click(screen.getByTestId('dept-row-add-1001'));
    expect(((await screen.findByTestId('dept-form-parentId')) as HTMLSelectElement).value).toBe('1001');
    expect(screen.getByTestId('dept-form-submit').textContent).toBe('Save');
    fireEvent.click(screen.getByTestId('dept-form-submit'));
    expect((await screen.findByTestId('dept-form-deptName-error')).textContent).toBe('This field is required');
    expect(calls().some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('dept-form-deptName'), { target: { value: 'Clinic B' } });
    fireEvent.change(screen.getByTestId('dept-form-userQuota'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('dept-form-mailPassword'), { target: { value: 'pw-123' } });
    fireEvent.click(screen.getByTestId('dept-form-submit'));
    // the server's refusal is shown at the name
    expect((await screen.findByTestId('dept-form-deptName-error')).textContent).toBe('The organization name already exists');
    const post = JSON.parse(String(calls().find((c) => c.method === 'POST')?.body));
    expect(post).toMatchObject({ parentId: 1001, deptName: 'Clinic B', deptType: '2', userQuota: 3, mailPort: null, mailPassword: 'pw-123' });
  });

  it('deletes an organization after confirmation', async () => {
    mockApi(ROWS, (_url, init) => (init.method === 'DELETE' ? ok(null) : undefined));
    await renderPage();
    await screen.findByTestId('dept-row-1002');
    fireEvent.click(screen.getByTestId('dept-row-delete-1002'));
    expect((await screen.findByTestId('dept-delete-dialog')).textContent).toContain('Delete the organization "Clinic A"?');
    fireEvent.click(screen.getByTestId('dept-delete-confirm'));
    await waitFor(() => expect(calls().find((c) => c.method === 'DELETE')?.url).toBe('/prod-api/upms/system/dept/delete?deptId=1002'));
  });

  it('edits an organization loaded by id and never pre-fills the mail password', async () => {
    const stored = { ...ROWS[1], mailHost: 'smtp.example.com', mailPort: 465, hasMailPassword: true };
    mockApi(ROWS, (url, init) => {
      if (url.pathname === '/prod-api/upms/system/dept/info') return ok(stored);
      if (init.method === 'PUT') return ok(null);
      return undefined;
    });
    await renderPage();
    await screen.findByTestId('dept-row-1001');
    fireEvent.click(screen.getByTestId('dept-row-edit-1001'));
    const password = (await screen.findByTestId('dept-form-mailPassword')) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('Stored – leave empty to keep it');
    // the parent choices leave out the organization itself and its subtree
    const parent = screen.getByTestId('dept-form-parentId') as HTMLSelectElement;
    expect([...parent.options].map((o) => o.value)).toEqual(['100']);
    fireEvent.change(screen.getByTestId('dept-form-leader'), { target: { value: 'Ms. Wang' } });
    fireEvent.click(screen.getByTestId('dept-form-submit'));
    await waitFor(() => expect(screen.queryByTestId('dept-form-dialog')).toBeNull());
    const put = JSON.parse(String(calls().find((c) => c.method === 'PUT')?.body));
    expect(put).toMatchObject({ deptId: 1001, parentId: 100, leader: 'Ms. Wang', mailHost: 'smtp.example.com', mailPort: 465, clearMailPassword: false });
    expect(put.mailPassword).toBeUndefined();
  });

  it('never offers a customer as a parent: no "add child" on its row, not in the parent choices (decision 0022)', async () => {
    mockApi(ROWS);
    await renderPage();
    await screen.findByTestId('dept-row-1002');
    expect(screen.getByTestId('dept-row-add-1001')).toBeTruthy();
    expect(screen.queryByTestId('dept-row-add-1002')).toBeNull();
    fireEvent.click(screen.getByTestId('dept-row-add-1001'));
    const parent = (await screen.findByTestId('dept-form-parentId')) as HTMLSelectElement;
    expect([...parent.options].map((o) => o.value)).toEqual(['100', '1001']);
  });

  it('offers "None" once for the mail encryption, and shows a stored empty choice as it (issue 14, item 21)', async () => {
    mockApi(ROWS, (url) => (url.pathname === '/prod-api/upms/system/dept/info' ? ok(ROWS[1]) : undefined));
    await renderPage();
    await screen.findByTestId('dept-row-1001');
    fireEvent.click(screen.getByTestId('dept-row-edit-1001'));
    const encryption = (await screen.findByTestId('dept-form-mailEncryption')) as HTMLSelectElement;
    expect([...encryption.options].map((o) => o.text)).toEqual(['None', 'SSL', 'TLS']);
    expect(encryption.selectedOptions[0].text).toBe('None');
  });

  it('shows the chosen parent without its tree indent, the other choices indented (issue 14, item 21)', async () => {
    mockApi(ROWS);
    await renderPage();
    await screen.findByTestId('dept-row-1001');
    fireEvent.click(screen.getByTestId('dept-row-add-1001'));
    const parent = (await screen.findByTestId('dept-form-parentId')) as HTMLSelectElement;
    expect(parent.value).toBe('1001');
    expect(parent.selectedOptions[0].text).toBe('Agent North');
    fireEvent.change(parent, { target: { value: '100' } });
    expect([...parent.options].map((o) => o.text)).toEqual(['AED Cloud', '\u00a0\u00a0Agent North']);
  });

  it("locks the type and quotas of an organization the caller cannot allocate, with a hint, and sends them unchanged", async () => {
    mockApi(ROWS, (url, init) => {
      if (url.pathname === '/prod-api/upms/system/dept/info') return ok({ ...ROWS[1], userQuota: 5, canAllocate: false });
      if (init.method === 'PUT') return ok(null);
      return undefined;
    });
    await renderPage();
    await screen.findByTestId('dept-row-1001');
    fireEvent.click(screen.getByTestId('dept-row-edit-1001'));
    const quota = (await screen.findByTestId('dept-form-userQuota')) as HTMLInputElement;
    for (const field of ['equipmentQuota', 'userQuota', 'operationAccountCount', 'viewAccountCount', 'deptType']) {
      expect((screen.getByTestId(`dept-form-${field}`) as HTMLInputElement).disabled, field).toBe(true);
    }
    expect(quota.value).toBe('5');
    expect(screen.getByTestId('dept-form-quotas-help').textContent).toMatch(/Allocated by the parent organization/);
    expect((screen.getByTestId('dept-form-leader') as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(screen.getByTestId('dept-form-leader'), { target: { value: 'Own boss' } });
    fireEvent.click(screen.getByTestId('dept-form-submit'));
    await waitFor(() => expect(screen.queryByTestId('dept-form-dialog')).toBeNull());
    expect(JSON.parse(String(calls().find((c) => c.method === 'PUT')?.body))).toMatchObject({ leader: 'Own boss', userQuota: 5, equipmentQuota: 10, deptType: '0' });
  });

  it('shows the allocation refusals of the server at the field they concern', async () => {
    let answer = json({ code: 403, msg: 'allocated by the parent', errorCode: 'dept.quotaByParent', params: { field: 'viewAccountCount' } }, 403);
    mockApi(ROWS, (url, init) => {
      if (url.pathname === '/prod-api/upms/system/dept/info') return ok({ ...ROWS[1], canAllocate: true });
      if (init.method === 'PUT') return answer;
      return undefined;
    });
    await renderPage();
    await screen.findByTestId('dept-row-1001');
    fireEvent.click(screen.getByTestId('dept-row-edit-1001'));
    expect(((await screen.findByTestId('dept-form-viewAccountCount')) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByTestId('dept-form-quotas-help').textContent).toBe('Each value must be below that of the parent agent.');
    fireEvent.change(screen.getByTestId('dept-form-viewAccountCount'), { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('dept-form-submit'));
    expect((await screen.findByTestId('dept-form-viewAccountCount-error')).textContent).toBe('The quotas and account counts of an organization are allocated by its parent organization');
    answer = json({ code: 409, msg: 'children', errorCode: 'dept.customerWithChildren' }, 409);
    fireEvent.change(screen.getByTestId('dept-form-deptType'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('dept-form-submit'));
    expect((await screen.findByTestId('dept-form-deptType-error')).textContent).toBe('An organization with child organizations cannot become a customer');
    expect(screen.getByTestId('dept-form-dialog')).toBeTruthy();
  });

  it('tests the saved mail settings and shows a refusal translated', async () => {
    mockApi(ROWS, (url, init) => {
      if (url.pathname === '/prod-api/upms/system/dept/info') return ok({ ...ROWS[1], mailProtocol: 'SMTP', mailHost: 'smtp.example.com', mailPort: 25 });
      if (init.method === 'POST' && url.pathname === '/prod-api/upms/system/dept/mailTest')
        return json({ code: 400, msg: 'Mail server login failed', errorCode: 'dept.mailAuthFailed' }, 400);
      return undefined;
    });
    await renderPage();
    await screen.findByTestId('dept-row-1001');
    fireEvent.click(screen.getByTestId('dept-row-edit-1001'));
    fireEvent.change(await screen.findByTestId('dept-mail-test-recipient'), { target: { value: ' ops@example.com ' } });
    fireEvent.click(screen.getByTestId('dept-mail-test'));
    await waitFor(() => expect(calls().some((c) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(String(calls().find((c) => c.method === 'POST')?.body))).toEqual({ deptId: 1001, recipient: 'ops@example.com' });
    // the form stays open (nothing was saved)
    expect(screen.getByTestId('dept-form-dialog')).toBeTruthy();
  });

  it('uploads a logo as a data URL, shows it from the URL answered, and refuses other formats without calling the API', async () => {
    const logoUrl = '/prod-api/upms/system/dept/image/1001/logo?v=2026-11-22T00%3A00%3A00.000Z';
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo-1001'), revokeObjectURL: vi.fn() }));
    mockApi(ROWS, (url, init) => {
      if (url.pathname === '/prod-api/upms/system/dept/info') return ok(ROWS[1]);
      if (init.method === 'POST' && url.pathname === '/prod-api/upms/system/dept/image') return ok({ kind: 'logo', url: logoUrl });
      if (url.pathname === '/prod-api/upms/system/dept/image/1001/logo') return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } });
      return undefined;
    });
    await renderPage();
    await screen.findByTestId('dept-row-1001');
    fireEvent.click(screen.getByTestId('dept-row-edit-1001'));
    const file = (await screen.findByTestId('dept-logo-file')) as HTMLInputElement;
    fireEvent.change(file, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls().some((c) => c.method === 'POST')).toBe(false);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fireEvent.change(file, { target: { files: [new File([png], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(calls().some((c) => c.method === 'POST')).toBe(true));
    const body = JSON.parse(String(calls().find((c) => c.method === 'POST')?.body));
    expect(body).toEqual({ deptId: 1001, kind: 'logo', image: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(await screen.findByTestId('dept-logo-remove')).toBeTruthy();
    // the image is fetched with the token (an <img src> could not send it) and shown as an object URL
    expect(((await screen.findByTestId('dept-logo-image')) as HTMLImageElement).src).toBe('blob:logo-1001');
    const fetched = calls().find((c) => c.url.startsWith('/prod-api/upms/system/dept/image/1001/logo'));
    expect(fetched?.url).toBe(logoUrl);
  });

  it('sends a seal over 3 MB in parts, names the upload with its type, and joins an image served in byte ranges', async () => {
    const sealUrl = '/prod-api/upms/system/dept/image/1001/seal?v=2';
    const made: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (made.push(b), 'blob:seal-1001')), revokeObjectURL: vi.fn() }));
    const served = new Uint8Array([0x4d, 0x4d, 0x00, 0x2a, 1, 2, 3, 4]);
    mockApi(ROWS, (url, init) => {
      if (url.pathname === '/prod-api/upms/system/dept/info') return ok(ROWS[1]);
      if (init.method === 'POST' && url.pathname === '/prod-api/upms/system/dept/image/part') return ok({ uploadId: '7d0f3c52-1f8e-4b55-9d1a-2a4c8e0b6f11', size: 1 });
      if (init.method === 'POST' && url.pathname === '/prod-api/upms/system/dept/image') return ok({ kind: 'seal', url: sealUrl });
      if (url.pathname === '/prod-api/upms/system/dept/image/1001/seal') {
        const range = (init.headers as Record<string, string>).Range;
        const [start, end] = range === 'bytes=4-' ? [4, 7] : [0, 3];
        return new Response(served.slice(start, end + 1), { status: 206, headers: { 'Content-Type': 'image/tiff', 'Content-Range': `bytes ${start}-${end}/8` } });
      }
      return undefined;
    });
    await renderPage();
    await screen.findByTestId('dept-row-1001');
    fireEvent.click(screen.getByTestId('dept-row-edit-1001'));
    const file = (await screen.findByTestId('dept-seal-file')) as HTMLInputElement;
    // 4 MB of a TIFF: two parts of at most 3 MB
    const big = new Uint8Array(4 * 1024 * 1024);
    big.set([0x4d, 0x4d, 0x00, 0x2a]);
    fireEvent.change(file, { target: { files: [new File([big], 'seal.TIFF', { type: '' })] } });
    await waitFor(() => expect(calls().some((c) => c.url === '/prod-api/upms/system/dept/image')).toBe(true));
    const posts = calls().filter((c) => c.method === 'POST').map((c) => ({ url: c.url, body: JSON.parse(String(c.body)) }));
    expect(posts.map((p) => p.url)).toEqual(['/prod-api/upms/system/dept/image/part', '/prod-api/upms/system/dept/image/part', '/prod-api/upms/system/dept/image']);
    expect(posts[0]!.body).toMatchObject({ deptId: 1001, kind: 'seal', index: 0 });
    expect(posts[0]!.body.uploadId).toBeUndefined();
    expect(posts[1]!.body).toMatchObject({ index: 1, uploadId: '7d0f3c52-1f8e-4b55-9d1a-2a4c8e0b6f11' });
    const sent = [...atob(posts[0]!.body.data), ...atob(posts[1]!.body.data)];
    expect(sent.length).toBe(big.length);
    expect(sent.slice(0, 4).map((c) => c.charCodeAt(0))).toEqual([0x4d, 0x4d, 0x00, 0x2a]);
    expect(posts[2]!.body).toEqual({ deptId: 1001, kind: 'seal', uploadId: '7d0f3c52-1f8e-4b55-9d1a-2a4c8e0b6f11', imageType: 'image/tiff' });
    // served in two ranges, joined into one image
    await waitFor(() => expect(made).toHaveLength(1));
    expect(new Uint8Array(await made[0]!.arrayBuffer())).toEqual(served);
    expect(calls().filter((c) => c.url.startsWith('/prod-api/upms/system/dept/image/1001/seal'))).toHaveLength(2);
  });

  it('refuses an image over 5 MB without calling the API', async () => {
    mockApi(ROWS, (url) => (url.pathname === '/prod-api/upms/system/dept/info' ? ok(ROWS[1]) : undefined));
    await renderPage();
    await screen.findByTestId('dept-row-1001');
    fireEvent.click(screen.getByTestId('dept-row-edit-1001'));
    const file = (await screen.findByTestId('dept-logo-file')) as HTMLInputElement;
    fireEvent.change(file, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' })] } });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls().some((c) => c.method === 'POST')).toBe(false);
  });
});
