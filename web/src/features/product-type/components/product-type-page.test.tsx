import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductTypeRecord } from '@aed/shared/schemas/product-type';
import { i18n } from '../../../lib/i18n';
import { mockApi, ok, renderScreen } from '../../../test/render';
import ProductTypePage from './product-type-page';

const type = (over: Partial<ProductTypeRecord>): ProductTypeRecord => ({
  typeId: 1,
  typeCode: 'AED',
  typeName: 'Defibrillator',
  description: 'Automated external defibrillator',
  status: '0',
  createBy: 'admin',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});
const ROWS = [type({}), type({ typeId: 2, typeCode: 'CAB', typeName: 'Cabinet', description: '', status: '1' })];

const renderPage = (permissions: string[]) => renderScreen(ProductTypePage, '/product/productType', permissions);

afterEach(() => vi.unstubAllGlobals());

describe('ProductTypePage', () => {
  it('lists the product types and sends the search', async () => {
    const calls = mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['*:*:*']);
    const row = await screen.findByTestId('product-type-row-CAB');
    expect(within(row).getByText('Cabinet')).toBeTruthy();
    expect(within(row).getByText('Disabled')).toBeTruthy();
    // spec section 9: the list starts on the normal (enabled) records, and the status select says so
    expect(calls[0].path).toBe('/product/type/page?status=0&page=1&limit=10');
    const status = screen.getByTestId('product-type-search-status') as HTMLSelectElement;
    expect(status.value).toBe('0');
    expect(status.selectedOptions[0]?.textContent).toBe('Enabled');
    fireEvent.change(screen.getByTestId('product-type-search-code'), { target: { value: ' aed ' } });
    fireEvent.click(screen.getByTestId('product-type-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/type/page?typeCode=aed&status=0&page=1&limit=10'));
    // "All" shows the disabled ones too; Reset goes back to the default
    fireEvent.change(status, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('product-type-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/type/page?typeCode=aed&page=1&limit=10'));
    fireEvent.click(screen.getByTestId('product-type-search-reset'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/type/page?status=0&page=1&limit=10'));
    expect(status.value).toBe('0');
    expect((screen.getByTestId('product-type-search-code') as HTMLInputElement).value).toBe('');
  });

  it('shows the empty state', async () => {
    mockApi(() => ok({ total: 0, rows: [] }));
    renderPage(['*:*:*']);
    expect((await screen.findByTestId('product-type-empty')).textContent).toContain('No product types found');
  });

  it('hides the actions the user has no permission for', async () => {
    mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['product:type:list']);
    await screen.findByTestId('product-type-row-AED');
    expect(screen.queryByTestId('product-type-add')).toBeNull();
    expect(screen.queryByTestId('product-type-export')).toBeNull();
    expect(screen.queryByTestId('product-type-row-edit-AED')).toBeNull();
    expect(screen.queryByTestId('product-type-row-delete-AED')).toBeNull();
  });

  it('shows a taken code refused by the server on the code field', async () => {
    const calls = mockApi((method) =>
      method === 'PUT'
        ? { status: 409, body: { code: 409, msg: 'The product type code already exists', errorCode: 'productType.codeExists' } }
        : ok({ total: 2, rows: ROWS }),
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('product-type-row-edit-CAB'));
    const code = (await screen.findByTestId('product-type-form-code')) as HTMLInputElement;
    expect(code.value).toBe('CAB');
    fireEvent.change(code, { target: { value: 'AED' } });
    fireEvent.click(screen.getByTestId('product-type-form-submit'));
    await waitFor(() => expect(screen.getByTestId('product-type-form-code-error').textContent).toBe('The product type code already exists'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ typeId: 2, typeCode: 'AED', typeName: 'Cabinet', status: '1', description: '' });
  });

  it('refuses an empty name locally, adds, and shows an in-use refusal of a delete as a translated toast', async () => {
    const calls = mockApi((method) =>
      method === 'DELETE'
        ? { status: 409, body: { code: 409, msg: 'in use', errorCode: 'productType.inUse', params: { name: 'Defibrillator', count: 3 } } }
        : ok(method === 'POST' ? ROWS[0] : { total: 2, rows: ROWS }),
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('product-type-add'));
    fireEvent.change(await screen.findByTestId('product-type-form-code'), { target: { value: 'PAD' } });
    expect(screen.getByTestId('product-type-form-submit').textContent).toBe('Save');
    fireEvent.click(screen.getByTestId('product-type-form-submit'));
    expect((await screen.findByTestId('product-type-form-name-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('product-type-form-name'), { target: { value: 'Pads' } });
    fireEvent.click(screen.getByTestId('product-type-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ typeCode: 'PAD', typeName: 'Pads', status: '0', description: '' }));

    fireEvent.click(await screen.findByTestId('product-type-row-delete-AED'));
    fireEvent.click(await screen.findByTestId('product-type-delete-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/product/type/delete?ids=1'));
    expect(await screen.findByText('The product type "Defibrillator" is used by models or devices (3) and cannot be deleted')).toBeTruthy();
  });

  it('refuses a code with other characters locally, naming the allowed ones on the code field', async () => {
    const calls = mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('product-type-add'));
    fireEvent.change(await screen.findByTestId('product-type-form-code'), { target: { value: 'AED 2*' } });
    fireEvent.change(screen.getByTestId('product-type-form-name'), { target: { value: 'Pads' } });
    fireEvent.click(screen.getByTestId('product-type-form-submit'));
    expect((await screen.findByTestId('product-type-form-code-error')).textContent).toBe('The product type code may only hold letters, digits, dot (.), hyphen (-) and underscore (_)');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a format refusal of the server on the code field', async () => {
    mockApi((method) =>
      method === 'POST'
        ? { status: 400, body: { code: 400, msg: 'format', errorCode: 'productType.codeFormat', fields: [{ path: 'typeCode', errorCode: 'productType.codeFormat' }] } }
        : ok({ total: 2, rows: ROWS }),
    );
    await i18n.changeLanguage('fr');
    try {
      renderPage(['*:*:*']);
      fireEvent.click(await screen.findByTestId('product-type-add'));
      fireEvent.change(await screen.findByTestId('product-type-form-code'), { target: { value: 'PAD' } });
      fireEvent.change(screen.getByTestId('product-type-form-name'), { target: { value: 'Pads' } });
      fireEvent.click(screen.getByTestId('product-type-form-submit'));
      await waitFor(() => expect(screen.getByTestId('product-type-form-code-error').textContent).toBe('Le code du type de produit ne peut contenir que des lettres, des chiffres, le point (.), le tiret (-) et le tiret bas (_)'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
