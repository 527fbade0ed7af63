import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
import { createAppSystem } from '../../lib/theme';
import { useCursorPaging } from '../list/use-cursor-paging';
import { inRouter } from '../../test/render';
import { CursorPagination } from './cursor-pagination';
import { ListPagination } from './list-pagination';

/**
 * The accessible names of the paginations (their landmark and buttons) are the reader's language, not Chakra's
 * English defaults ("pagination", "page 2", "previous page"...).
 */
const system = createAppSystem('medium');
const wrap = async (ui: ReactNode) =>
  render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>{(await inRouter(ui)).element}</I18nextProvider>
    </ChakraProvider>,
  );

function Cursor() {
  const paging = useCursorPaging({ url: false });
  return <CursorPagination testId="c" paging={paging} list={{ data: { next: 'p2', total: 95, rows: [] }, isPlaceholderData: false }} scrollOnChange={false} />;
}

/** Every aria-label inside `root`, the root's own first. */
const labels = (root: HTMLElement) => [root, ...root.querySelectorAll('*')].map((el) => el.getAttribute('aria-label')).filter((l): l is string => !!l);
const ENGLISH = /\b(pagination|page|previous|next|last|first)\b/i;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const said = {
  fr: { nav: 'Pagination', page2: 'Page n° 2', last: 'Dernière page, page n° 10', prev: 'Page précédente' },
  'zh-CN': { nav: '分页', page2: '第 2 页', last: '最后一页，第 10 页', prev: '上一页' },
  'zh-TW': { nav: '分頁', page2: '第 2 頁', last: '最後一頁，第 10 頁', prev: '上一頁' },
};

describe('pagination accessible names', () => {
  it.each(Object.entries(said))('numbered list pagination in %s', async (lng, text) => {
    await i18n.changeLanguage(lng);
    await wrap(<ListPagination testId="t" total={95} page={1} pageSize={10} onPageChange={() => {}} onPageSizeChange={() => {}} scrollOnChange={false} />);
    const nav = screen.getByRole('navigation', { name: text.nav });
    expect(screen.getByRole('button', { name: text.page2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.last })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.prev })).toBeTruthy();
    if (lng !== 'fr') expect(labels(screen.getByTestId('t-pagination')).filter((l) => ENGLISH.test(l))).toEqual([]);
    expect(nav.getAttribute('aria-label')).toBe(text.nav);
  });

  it.each(Object.entries(said))('cursor pagination in %s', async (lng, text) => {
    await i18n.changeLanguage(lng);
    await wrap(<Cursor />);
    expect(screen.getByRole('navigation', { name: text.nav })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.prev })).toBeTruthy();
    if (lng !== 'fr') expect(labels(screen.getByTestId('c-pagination')).filter((l) => ENGLISH.test(l))).toEqual([]);
  });

  it('numbered list pagination in en', async () => {
    await wrap(<ListPagination testId="t" total={95} page={1} pageSize={10} onPageChange={() => {}} onPageSizeChange={() => {}} scrollOnChange={false} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last page, page 10' })).toBeTruthy();
  });
});
