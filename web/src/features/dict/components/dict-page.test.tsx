import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DictDataRecord, DictTypeRecord } from '@aed/shared/schemas/dict';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import DictPage from './dict-page';
import DictDataPage from './dict-data-page';

const type = (over: Partial<DictTypeRecord>): DictTypeRecord => ({
  dictId: 1,
  dictName: 'User gender',
  dictType: 'sys_user_sex',
  status: '0',
  remark: '',
  createBy: 'system',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});
const TYPES = [type({}), type({ dictId: 7, dictName: 'Notice type', dictType: 'sys_notice_type', status: '1' })];

const value = (over: Partial<DictDataRecord>): DictDataRecord => ({
  dictCode: 1,
  dictType: 'sys_user_sex',
  dictLabel: 'Male',
  dictValue: '0',
  dictSort: 1,
  language: 'en',
  status: '0',
  cssClass: '',
  listClass: '',
  remark: '',
  createBy: 'system',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});

function renderAt(at: string, permissions: string[]) {
  const utils = renderWithApp(
    [
      { path: '/system/dict', component: DictPage },
      { path: '/dict/type/data/$dictId', component: DictDataPage },
    ],
    { at },
  );
  utils.queryClient.setQueryData(['auth', 'info'], { permissions, roles: [] });
  return utils;
}

const ALL = ['*:*:*'];
afterEach(() => vi.unstubAllGlobals());

describe('DictPage', () => {
  it('lists the types, each linking to its data screen', async () => {
    const calls = mockApi((method, path) => (path.startsWith('/upms/system/dict/type/page') ? ok({ total: 2, rows: TYPES }) : { status: 404, body: {} }));
    renderAt('/system/dict', ALL);
    const row = await screen.findByTestId('dict-row-sys_user_sex');
    expect(within(row).getByText('User gender')).toBeTruthy();
    expect(within(row).getByText('Normal')).toBeTruthy();
    expect(within(screen.getByTestId('dict-row-sys_notice_type')).getByText('Disabled')).toBeTruthy();
    expect(screen.getByTestId('dict-row-link-sys_notice_type').getAttribute('href')).toBe('/dict/type/data/7');
    expect(screen.getByTestId('dict-total').textContent).toBe('Total 2');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/upms/system/dict/type/page?page=1&limit=10' });
  });

  it('hides the actions the user has no permission for', async () => {
    mockApi(() => ok({ total: 2, rows: TYPES }));
    renderAt('/system/dict', ['system:dict:list']);
    await screen.findByTestId('dict-row-sys_user_sex');
    expect(screen.queryByTestId('dict-add')).toBeNull();
    expect(screen.queryByTestId('dict-export')).toBeNull();
    expect(screen.queryByTestId('dict-row-edit-sys_user_sex')).toBeNull();
    expect(screen.queryByTestId('dict-row-delete-sys_user_sex')).toBeNull();
  });

  it('validates the add form locally and shows a duplicate type on its field', async () => {
    const calls = mockApi((method, path) =>
      method === 'POST'
        ? { status: 409, body: { code: 409, msg: 'The dictionary type already exists', errorCode: 'dict.typeExists' } }
        : path.startsWith('/upms/system/dict/type/page')
          ? ok({ total: 2, rows: TYPES })
          : { status: 404, body: {} },
    );
    renderAt('/system/dict', ALL);
    await screen.findByTestId('dict-row-sys_user_sex');
    fireEvent.click(screen.getByTestId('dict-add'));
    fireEvent.change(await screen.findByTestId('dict-type-form-type'), { target: { value: 'Bad Key' } });
    expect(screen.getByTestId('dict-type-form-submit').textContent).toBe('Save');
    fireEvent.click(screen.getByTestId('dict-type-form-submit'));
    expect((await screen.findByTestId('dict-type-form-name-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('dict-type-form-name'), { target: { value: 'Gender' } });
    fireEvent.change(screen.getByTestId('dict-type-form-type'), { target: { value: 'sys_user_sex' } });
    fireEvent.click(screen.getByTestId('dict-type-form-submit'));
    await waitFor(() => expect(screen.getByTestId('dict-type-form-type-error').textContent).toBe('The dictionary type already exists'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ dictName: 'Gender', dictType: 'sys_user_sex', status: '0', remark: '' });
  });

  it('shows a type just added although the list, in id order, holds it on a later page; another page lets the list speak again (issue 14)', async () => {
    const BLOOD = type({ dictId: 30, dictName: 'Blood type', dictType: 'blood_type', createTime: '2026-03-01T00:00:00.000Z' });
    const calls = mockApi((method, path) => {
      if (method === 'POST') return ok(BLOOD);
      if (path.startsWith('/upms/system/dict/type/page')) return ok(path.includes('page=2') ? { total: 12, rows: [type({ dictId: 29, dictType: 'other' }), BLOOD] } : { total: 12, rows: TYPES });
      return { status: 404, body: {} };
    });
    renderAt('/system/dict', ALL);
    await screen.findByTestId('dict-row-sys_user_sex');
    fireEvent.click(screen.getByTestId('dict-add'));
    fireEvent.change(await screen.findByTestId('dict-type-form-name'), { target: { value: 'Blood type' } });
    fireEvent.change(screen.getByTestId('dict-type-form-type'), { target: { value: 'blood_type' } });
    fireEvent.click(screen.getByTestId('dict-type-form-submit'));
    await waitFor(() => expect(screen.queryByTestId('dict-type-form')).toBeNull());
    // the list was asked again (page 1: the new type is not on it) and still shows the new type, on top and marked
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/upms/system/dict/type/page')).length).toBe(2));
    const added = await screen.findByTestId('dict-row-blood_type');
    expect(added.hasAttribute('data-just-added')).toBe(true);
    expect(within(added).getByText('Blood type')).toBeTruthy();
    const order = within(screen.getByTestId('dict-table')).getAllByRole('row').map((r) => r.getAttribute('data-testid'));
    expect(order.slice(1)).toEqual(['dict-row-blood_type', 'dict-row-sys_user_sex', 'dict-row-sys_notice_type']);
    expect(screen.getByTestId('dict-row-sys_user_sex').hasAttribute('data-just-added')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.queryByTestId('dict-row-sys_user_sex')).toBeNull());
    const order2 = within(screen.getByTestId('dict-table')).getAllByRole('row').map((r) => r.getAttribute('data-testid'));
    expect(order2.slice(1)).toEqual(['dict-row-other', 'dict-row-blood_type']);
    expect(screen.getByTestId('dict-row-blood_type').hasAttribute('data-just-added')).toBe(false);
  });

  it('deletes a type after confirmation', async () => {
    const calls = mockApi((method) => (method === 'DELETE' ? ok(null) : ok({ total: 2, rows: TYPES })));
    renderAt('/system/dict', ALL);
    fireEvent.click(await screen.findByTestId('dict-row-delete-sys_notice_type'));
    expect((await screen.findByTestId('dict-delete-dialog')).textContent).toContain('sys_notice_type');
    fireEvent.click(screen.getByTestId('dict-delete-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/upms/system/dict/type/delete?ids=7'));
  });
});

describe('DictDataPage', () => {
  const OPTIONS = TYPES.map(({ dictId, dictName, dictType }) => ({ dictId, dictName, dictType }));

  it('shows the values of the type named by the route and adds one to it', async () => {
    const calls = mockApi((method, path) => {
      if (path.startsWith('/upms/system/dict/type/optionselect')) return ok(OPTIONS);
      if (path.startsWith('/upms/system/dict/data/page')) return ok({ total: 2, rows: [value({}), value({ dictCode: 2, dictLabel: 'Homme', language: 'fr', listClass: 'primary' })] });
      if (method === 'POST') return ok({});
      return { status: 404, body: {} };
    });
    renderAt('/dict/type/data/1', ALL);
    expect(within(await screen.findByTestId('dict-data-row-2')).getByText('Homme')).toBeTruthy();
    expect(within(screen.getByTestId('dict-data-row-2')).getByText('Français')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/upms/system/dict/data/page'))?.path).toBe('/upms/system/dict/data/page?dictType=sys_user_sex&page=1&limit=10');

    fireEvent.click(screen.getByTestId('dict-data-add'));
    fireEvent.change(await screen.findByTestId('dict-data-form-label'), { target: { value: '男' } });
    fireEvent.change(screen.getByTestId('dict-data-form-value'), { target: { value: '0' } });
    fireEvent.change(screen.getByTestId('dict-data-form-language'), { target: { value: 'zh-CN' } });
    fireEvent.click(screen.getByTestId('dict-data-form-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/upms/system/dict/data/add',
      body: { dictType: 'sys_user_sex', dictLabel: '男', dictValue: '0', language: 'zh-CN', dictSort: 0, status: '0' },
    });
  });

  it('refuses an empty label locally and shows a key already used in the type and language on its field', async () => {
    const calls = mockApi((method, path) => {
      if (path.startsWith('/upms/system/dict/type/optionselect')) return ok(OPTIONS);
      if (path.startsWith('/upms/system/dict/data/page')) return ok({ total: 1, rows: [value({})] });
      if (method === 'POST') return { status: 409, body: { code: 409, msg: 'x', errorCode: 'dict.valueExists' } };
      return { status: 404, body: {} };
    });
    renderAt('/dict/type/data/1', ALL);
    await screen.findByTestId('dict-data-row-1');
    fireEvent.click(screen.getByTestId('dict-data-add'));
    fireEvent.change(await screen.findByTestId('dict-data-form-value'), { target: { value: '0' } });
    expect(screen.getByTestId('dict-data-form-submit').textContent).toBe('Save');
    fireEvent.click(screen.getByTestId('dict-data-form-submit'));
    expect((await screen.findByTestId('dict-data-form-label-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('dict-data-form-label'), { target: { value: 'Man' } });
    fireEvent.click(screen.getByTestId('dict-data-form-submit'));
    await waitFor(() => expect(screen.getByTestId('dict-data-form-value-error').textContent).toBe('This data key already exists in this dictionary type and language'));
    expect(screen.getByTestId('dict-data-form')).toBeTruthy();
  });

  it('says so when the id names no type', async () => {
    mockApi(() => ok(OPTIONS));
    renderAt('/dict/type/data/999', ALL);
    expect((await screen.findByTestId('dict-data-missing')).textContent).toContain('This dictionary type does not exist.');
  });
});
