import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { configSearch, type ConfigSearch } from '@aed/shared/schemas/config';
import { renderWithApp } from '../../test/render';
import { useCursorPaging } from './use-cursor-paging';
import { parseWith, usePageNumbers, useListSearch } from './use-list-search';

type Form = { configName: string; configKey: string; configType: string; beginTime: string; endTime: string };
const EMPTY: Form = { configName: '', configKey: '', configType: '', beginTime: '', endTime: '' };

/** A list screen's state as the shared hooks keep it: the search form, the applied search and the page. */
function NumberedList() {
  const paging = usePageNumbers();
  const searching = useListSearch<Form, ConfigSearch>({ empty: EMPTY, parse: parseWith(configSearch), onInvalid: () => undefined, onApplied: paging.reset });
  return (
    <div>
      <input data-testid="name" value={searching.form.configName} onChange={(e) => searching.setField('configName', e.target.value)} />
      <button data-testid="submit" onClick={() => searching.submit()} />
      <button data-testid="reset" onClick={searching.reset} />
      <button data-testid="next" onClick={() => paging.setPage(paging.page + 1)} />
      <button data-testid="size" onClick={() => paging.setLimit(20)} />
      <output data-testid="search">{JSON.stringify(searching.search)}</output>
      <output data-testid="page">{`${paging.page}/${paging.limit}`}</output>
    </div>
  );
}

function CursorList() {
  const paging = useCursorPaging();
  return (
    <div>
      <button data-testid="next" onClick={() => paging.next(`after-${paging.page}`)} />
      <button data-testid="prev" onClick={paging.prev} />
      <output data-testid="page">{`${paging.page} ${paging.cursor ?? 'first'}`}</output>
    </div>
  );
}

const at = (path: string, component: () => React.ReactNode = NumberedList) => renderWithApp([{ path: '$', component }], { at: path });
const shown = async (testId: string, text: string) => waitFor(() => expect(screen.getByTestId(testId).textContent).toBe(text));
const search = (router: { state: { location: { search: unknown } } }) => router.state.location.search;

describe('list state in the URL', () => {
  it('opens a link filtered: the URL search is the applied search, the form and the page', async () => {
    at('/system/config?configName=Captcha&configType=Y&page=3&limit=20');
    await shown('search', JSON.stringify({ configName: 'Captcha', configType: 'Y' }));
    expect((screen.getByTestId('name') as HTMLInputElement).value).toBe('Captcha');
    expect(screen.getByTestId('page').textContent).toBe('3/20');
  });

  it('ignores an invalid or foreign param: its default applies, the valid ones still do', async () => {
    at('/system/config?configType=Q&configName=ok&beginTime=2026-13-45&limit=7&page=-2&foo=%7B%7D');
    await shown('search', JSON.stringify({ configName: 'ok' }));
    expect(screen.getByTestId('page').textContent).toBe('1/10');
  });

  it('reads a number-looking value as text (the router parses ?configKey=42 as a number)', async () => {
    at('/system/config?configKey=42');
    await shown('search', JSON.stringify({ configKey: '42' }));
  });

  it('writes Search, page and Reset to the URL, each a history entry that Back restores', async () => {
    const { router } = at('/system/config');
    await shown('page', '1/10');
    fireEvent.click(screen.getByTestId('next'));
    await waitFor(() => expect(search(router)).toEqual({ page: 2 }));

    fireEvent.change(screen.getByTestId('name'), { target: { value: '  map  ' } });
    fireEvent.click(screen.getByTestId('submit'));
    // the search and its return to page 1 are one entry
    await waitFor(() => expect(search(router)).toEqual({ configName: 'map' }));
    expect(router.state.location.pathname).toBe('/system/config');
    await shown('page', '1/10');
    expect((screen.getByTestId('name') as HTMLInputElement).value).toBe('map');

    act(() => router.history.back());
    await waitFor(() => expect(search(router)).toEqual({ page: 2 }));
    await shown('page', '2/10');
    // the form follows the URL
    expect((screen.getByTestId('name') as HTMLInputElement).value).toBe('');

    act(() => router.history.forward());
    await shown('search', JSON.stringify({ configName: 'map' }));
    fireEvent.click(screen.getByTestId('size'));
    await waitFor(() => expect(search(router)).toEqual({ configName: 'map', limit: 20 }));
    fireEvent.click(screen.getByTestId('reset'));
    await waitFor(() => expect(search(router)).toEqual({ limit: 20 }));
    await shown('search', JSON.stringify({}));
    act(() => router.history.back());
    await shown('search', JSON.stringify({ configName: 'map' }));
  });

  it('cursor paging: the page in the URL, Back goes to the page before, an unknown page starts over', async () => {
    const { router } = at('/system/user', CursorList);
    await shown('page', '1 first');
    fireEvent.click(screen.getByTestId('next'));
    await shown('page', '2 after-1');
    fireEvent.click(screen.getByTestId('next'));
    await shown('page', '3 after-2');
    expect(search(router)).toEqual({ page: 3 });
    act(() => router.history.back());
    await shown('page', '2 after-1');
    fireEvent.click(screen.getByTestId('prev'));
    await shown('page', '1 first');
    expect(search(router)).toEqual({});
  });

  it('cursor paging: a link to a later page (its cursor unknown) shows page 1, the URL corrected in place', async () => {
    const { router } = at('/system/device?page=4', CursorList);
    await shown('page', '1 first');
    await waitFor(() => expect(search(router)).toEqual({}));
    expect(router.history.length).toBe(1);
  });
});
