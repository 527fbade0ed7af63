import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QrCodeRecord } from '@aed/shared/schemas/qr';
import { mockApi, ok, renderScreen, renderWithApp } from '../../../test/render';
import { i18n } from '../../../lib/i18n';
import { toaster } from '../../../components/ui/toaster';
import QrPage from './qr-page';

const TREE = [{ id: 100, label: 'Agent A', children: [{ id: 105, label: 'Customer A' }] }];
const code = (n: number) => `CODE${String(n).padStart(18, '0')}`;
const record = (n: number, deviceId = 0): QrCodeRecord => ({
  code: code(n),
  deptId: 105,
  deptName: 'Customer A',
  deviceId,
  serialNumber: deviceId ? `SN-${deviceId}` : '',
  createBy: 'admin',
  createTime: '2026-11-20T10:00:00.000Z',
  bindBy: deviceId ? 'admin' : '',
  bindTime: deviceId ? '2026-11-21T10:00:00.000Z' : '',
});
const ROWS = [record(1, 7), record(2)];

interface Answers {
  rows?: QrCodeRecord[];
  generate?: (body: Record<string, unknown>) => { status?: number; body: unknown };
}

function mockQr({ rows = ROWS, generate }: Answers = {}) {
  return mockApi((method, path, body) => {
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/product/qr/page')) return ok({ total: rows.length, rows });
    if (path.startsWith('/product/qr/history')) return ok([{ code: code(1), oldDeviceId: 0, newDeviceId: 7, oldSerialNumber: '', newSerialNumber: 'SN-7', by: 'admin', time: '2026-11-21T10:00:00.000Z' }]);
    if (method === 'POST' && path === '/product/qr/generate') {
      if (generate) return generate(body as Record<string, unknown>);
      const amount = (body as { amount: number }).amount;
      return ok(Array.from({ length: amount }, (_, i) => record(10 + i)));
    }
    return ok(null);
  });
}

const renderPage = (permissions: string[] = ['*:*:*']) => renderScreen(() => <QrPage />, '/product/qr', permissions);

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

describe('QrPage', () => {
  it('lists the codes with their state and device, filters in the URL, and shows a row\'s history', async () => {
    const calls = mockQr();
    renderPage();
    const bound = await screen.findByTestId(`qr-row-${code(1)}`, {}, { timeout: 15_000 });
    expect(within(bound).getByText('SN-7')).toBeTruthy();
    expect(screen.getByTestId(`qr-state-${code(1)}`).textContent).toBe('Bound');
    expect(screen.getByTestId(`qr-state-${code(2)}`).textContent).toBe('Unbound');
    expect(calls.find((c) => c.path.startsWith('/product/qr/page'))?.path).toBe('/product/qr/page?limit=10');
    fireEvent.change(screen.getByTestId('qr-search-state'), { target: { value: 'unbound' } });
    fireEvent.change(screen.getByTestId('qr-search-code'), { target: { value: ' ABC ' } });
    fireEvent.click(screen.getByTestId('qr-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/qr/page?state=unbound&code=ABC&limit=10'));
    fireEvent.click(screen.getByTestId(`qr-history-${code(1)}`));
    const history = await screen.findByTestId('qr-history-table');
    expect(within(history).getByText('admin')).toBeTruthy();
    expect(history.textContent).toContain('Unbound → SN-7');
    expect(calls.some((c) => c.path === `/product/qr/history?code=${code(1)}`)).toBe(true);
  });

  it('names the state of one code in the singular in French, in the list and in its filter, and all organizations in the feminine', async () => {
    mockQr();
    await i18n.changeLanguage('fr');
    try {
      renderPage();
      await screen.findByTestId(`qr-row-${code(1)}`, {}, { timeout: 15_000 });
      expect(screen.getByTestId(`qr-state-${code(1)}`).textContent).toBe('Associé');
      expect(screen.getByTestId(`qr-state-${code(2)}`).textContent).toBe('Non associé');
      const options = [...(screen.getByTestId('qr-search-state') as HTMLSelectElement).options].map((o) => o.textContent);
      expect(options).toEqual(['Tous', 'Associé', 'Non associé']);
      // the organization filter: "Toutes" (une organisation), not "Tous" (walk 15)
      expect((screen.getByTestId('qr-search-dept') as HTMLSelectElement).options[0]!.textContent).toBe('Toutes');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('opens filtered from the URL and shows the empty state of a search', async () => {
    const calls = mockQr({ rows: [] });
    const { queryClient } = renderWithApp([{ path: '/product/qr', component: () => <QrPage /> }], { at: '/product/qr?state=bound' });
    queryClient.setQueryData(['auth', 'info'], { permissions: ['*:*:*'], roles: [] });
    expect((await screen.findByTestId('qr-list-empty', {}, { timeout: 15_000 })).textContent).toBe('No QR code matches the search');
    expect(calls.find((c) => c.path.startsWith('/product/qr/page'))?.path).toBe('/product/qr/page?state=bound&limit=10');
    expect((screen.getByTestId('qr-search-state') as HTMLSelectElement).value).toBe('bound');
  });

  it('hides generation without its permission', async () => {
    mockQr();
    renderPage(['product:qr:list']);
    await screen.findByTestId(`qr-row-${code(1)}`, {}, { timeout: 15_000 });
    expect(screen.queryByTestId('qr-generate-open')).toBeNull();
    expect(screen.queryByTestId(`qr-print-${code(1)}`)).toBeNull();
  });

  it('generates with the defaults and refuses a width below the height at the field, sending nothing', async () => {
    const calls = mockQr();
    renderPage();
    fireEvent.click(await screen.findByTestId('qr-generate-open', {}, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('qr-generate-dialog');
    expect((within(dialog).getByTestId('qr-generate-amount') as HTMLInputElement).value).toBe('1');
    expect((within(dialog).getByTestId('qr-generate-width') as HTMLInputElement).value).toBe('30');
    expect((within(dialog).getByTestId('qr-generate-height') as HTMLInputElement).value).toBe('15');
    expect((within(dialog).getByTestId('qr-generate-template') as HTMLSelectElement).value).toBe('0');
    expect((within(dialog).getByTestId('qr-generate-length') as HTMLInputElement).value).toBe('6');
    expect((within(dialog).getByTestId('qr-generate-unit') as HTMLSelectElement).value).toBe('mm');
    // no device to bind on this screen: unbound only
    expect(within(dialog).getByTestId('qr-generate-bound-bound').querySelector('input')?.disabled).toBe(true);
    await waitFor(() => expect((within(dialog).getByTestId('qr-generate-dept') as HTMLSelectElement).value).toBe('100'));

    fireEvent.change(within(dialog).getByTestId('qr-generate-width'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByTestId('qr-generate-submit'));
    expect((await within(dialog).findByTestId('qr-generate-width-error')).textContent).toBe('QR width must not be less than height');
    fireEvent.change(within(dialog).getByTestId('qr-generate-width'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByTestId('qr-generate-length'), { target: { value: '23' } });
    fireEvent.click(within(dialog).getByTestId('qr-generate-submit'));
    expect((await within(dialog).findByTestId('qr-generate-length-error')).textContent).toBe('Enter a number of at most 22');
    fireEvent.change(within(dialog).getByTestId('qr-generate-amount'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByTestId('qr-generate-length'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByTestId('qr-generate-submit'));
    expect((await within(dialog).findByTestId('qr-generate-amount-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByTestId('qr-generate-amount'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByTestId('qr-generate-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ bound: false, deptId: 100, amount: 2, deviceIds: [], template: 0, width: 30, height: 15, length: 4, unit: 'mm' }));
    await waitFor(() => expect(screen.queryByTestId('qr-generate-dialog')).toBeNull());
    const print = await screen.findByTestId('qr-print');
    await waitFor(() => expect(print.getAttribute('data-ready')).toBe('true'));
    expect(within(print).getAllByTestId('qr-label')).toHaveLength(2);
    expect(within(print).getAllByTestId('qr-label-text')[0]!.textContent).toBe(code(10).slice(-4));
    fireEvent.click(screen.getByTestId('qr-print-close'));
    await waitFor(() => expect(screen.queryByTestId('qr-print')).toBeNull());
  });

  it('shows the server\'s refusal of the width at the field', async () => {
    mockQr({ generate: () => ({ status: 400, body: { code: 400, msg: 'bad', errorCode: 'qr.widthBelowHeight', fields: [{ path: 'width', errorCode: 'qr.widthBelowHeight' }] } }) });
    renderPage();
    fireEvent.click(await screen.findByTestId('qr-generate-open', {}, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('qr-generate-dialog');
    await waitFor(() => expect((within(dialog).getByTestId('qr-generate-dept') as HTMLSelectElement).value).toBe('100'));
    fireEvent.click(within(dialog).getByTestId('qr-generate-submit'));
    expect((await within(dialog).findByTestId('qr-generate-width-error')).textContent).toBe('QR width must not be less than height');
    expect(screen.queryByTestId('qr-print')).toBeNull();
  });
});
