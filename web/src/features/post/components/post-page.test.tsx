import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PostRecord } from '@aed/shared/schemas/post';
import { mockApi, ok, renderScreen } from '../../../test/render';
import PostPage from './post-page';

const post = (over: Partial<PostRecord>): PostRecord => ({
  postId: 1,
  postCode: 'ceo',
  postName: 'Chairman',
  postSort: 1,
  status: '0',
  remark: '',
  createBy: 'admin',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});
const ROWS = [post({}), post({ postId: 2, postCode: 'eng', postName: 'Field engineer', postSort: 2, status: '1' })];

const renderPage = (permissions: string[]) => renderScreen(PostPage, '/system/post', permissions);

afterEach(() => vi.unstubAllGlobals());

describe('PostPage', () => {
  it('lists the positions and sends the search', async () => {
    const calls = mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['*:*:*']);
    const row = await screen.findByTestId('post-row-eng');
    expect(within(row).getByText('Field engineer')).toBeTruthy();
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(calls[0].path).toBe('/upms/system/post/page?page=1&limit=10');
    fireEvent.change(screen.getByTestId('post-search-name'), { target: { value: ' field ' } });
    fireEvent.change(screen.getByTestId('post-search-status'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('post-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/upms/system/post/page?postName=field&status=1&page=1&limit=10'));
  });

  it('hides the actions the user has no permission for', async () => {
    mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['system:post:list']);
    await screen.findByTestId('post-row-ceo');
    expect(screen.queryByTestId('post-add')).toBeNull();
    expect(screen.queryByTestId('post-export')).toBeNull();
    expect(screen.queryByTestId('post-row-edit-ceo')).toBeNull();
    expect(screen.queryByTestId('post-row-delete-ceo')).toBeNull();
  });

  it('shows a position just added on the page shown, as the list (in display order) holds it on a later page (issue 14)', async () => {
    const ADDED = post({ postId: 40, postCode: 'ops', postName: 'Operations', postSort: 99 });
    mockApi((method) => (method === 'POST' ? ok(ADDED) : ok({ total: 14, rows: ROWS })));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('post-add'));
    fireEvent.change(await screen.findByTestId('post-form-name'), { target: { value: 'Operations' } });
    fireEvent.change(screen.getByTestId('post-form-code'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByTestId('post-form-sort'), { target: { value: '99' } });
    fireEvent.click(screen.getByTestId('post-form-submit'));
    const row = await screen.findByTestId('post-row-ops');
    expect(row.hasAttribute('data-just-added')).toBe(true);
    expect(within(row).getByText('Operations')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('post-form-name')).toBeNull());
  });

  it('shows a taken name refused by the server on the name field', async () => {
    const calls = mockApi((method) =>
      method === 'PUT' ? { status: 409, body: { code: 409, msg: 'The position name already exists', errorCode: 'post.nameExists' } } : ok({ total: 2, rows: ROWS }),
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('post-row-edit-eng'));
    const name = (await screen.findByTestId('post-form-name')) as HTMLInputElement;
    expect(name.value).toBe('Field engineer');
    fireEvent.change(name, { target: { value: 'Chairman' } });
    fireEvent.click(screen.getByTestId('post-form-submit'));
    await waitFor(() => expect(screen.getByTestId('post-form-name-error').textContent).toBe('The position name already exists'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ postId: 2, postCode: 'eng', postName: 'Chairman', postSort: 2, status: '1', remark: '' });
  });

  it('refuses a code with a space locally with its own message at the code field, and sends nothing', async () => {
    const calls = mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('post-add'));
    fireEvent.change(await screen.findByTestId('post-form-name'), { target: { value: 'Sales lead' } });
    fireEvent.change(screen.getByTestId('post-form-code'), { target: { value: 'sales lead' } });
    fireEvent.click(screen.getByTestId('post-form-submit'));
    expect((await screen.findByTestId('post-form-code-error')).textContent).toBe('A position code holds only letters, digits, ".", "_" and "-" (no spaces)');
    expect(screen.queryByTestId('post-form-name-error')).toBeNull();
    expect(screen.queryByText('Please enter all fields correctly')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // correcting the code clears the message and saves
    fireEvent.change(screen.getByTestId('post-form-code'), { target: { value: 'sales.lead' } });
    expect(screen.queryByTestId('post-form-code-error')).toBeNull();
    fireEvent.click(screen.getByTestId('post-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ postCode: 'sales.lead', postName: 'Sales lead' }));
  });

  it('shows a code format refused by the server at the code field', async () => {
    mockApi((method) =>
      method === 'PUT'
        ? { status: 400, body: { code: 400, msg: 'bad', errorCode: 'post.codeFormat', fields: [{ path: 'postCode', errorCode: 'post.codeFormat' }] } }
        : ok({ total: 2, rows: ROWS }),
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('post-row-edit-eng'));
    fireEvent.change(await screen.findByTestId('post-form-name'), { target: { value: 'Field engineer 2' } });
    fireEvent.click(screen.getByTestId('post-form-submit'));
    await waitFor(() => expect(screen.getByTestId('post-form-code-error').textContent).toBe('A position code holds only letters, digits, ".", "_" and "-" (no spaces)'));
  });

  it('refuses an empty code locally and deletes after confirmation', async () => {
    const calls = mockApi((method) => (method === 'DELETE' ? ok(null) : ok({ total: 2, rows: ROWS })));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('post-add'));
    fireEvent.change(await screen.findByTestId('post-form-name'), { target: { value: 'Trainer' } });
    fireEvent.click(screen.getByTestId('post-form-submit'));
    expect((await screen.findByTestId('post-form-code-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByText('Cancel'));

    fireEvent.click(await screen.findByTestId('post-row-delete-ceo'));
    fireEvent.click(await screen.findByTestId('post-delete-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/upms/system/post/delete?ids=1'));
  });
});
