import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
import { createAppSystem } from '../../lib/theme';
import { useCursorPaging } from '../list/use-cursor-paging';
import { inRouter } from '../../test/render';
import { CursorPagination } from './cursor-pagination';

/** The totals a cursor list answers (docs/decisions/0030): exact, "more than n", unknown; kept from the first page. */
const system = createAppSystem('medium');
type Data = { total?: number | null; capped?: true; next?: string; rows: unknown[] };

function Pager({ pages, placeholder = false }: { pages: Data[]; placeholder?: boolean }) {
  const paging = useCursorPaging({ url: false });
  // the page shown is the one the cursor names ("p2" = the second)
  const data = pages[paging.cursor ? Number(paging.cursor.slice(1)) - 1 : 0];
  return <CursorPagination testId="t" paging={paging} list={{ data, isPlaceholderData: placeholder }} scrollOnChange={false} />;
}
const wrap = async (ui: ReactNode) =>
  render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>{(await inRouter(ui)).element}</I18nextProvider>
    </ChakraProvider>,
  );
const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('cursor pagination totals', () => {
  it('exact: the total and the page count, kept on the next page that answers none', async () => {
    await i18n.changeLanguage('en');
    await wrap(<Pager pages={[{ total: 25, rows: rows(10), next: 'p2' }, { rows: rows(10), next: 'p3' }]} />);
    expect(screen.getByTestId('t-total').textContent).toBe('Total 25');
    expect(screen.getByTestId('t-pageno').textContent).toBe('Page 1 of 3');
    fireEvent.click(screen.getByTestId('t-next'));
    expect(screen.getByTestId('t-total').textContent).toBe('Total 25');
    expect(screen.getByTestId('t-pageno').textContent).toBe('Page 2 of 3');
  });

  it('capped: "more than n" without a page count, in every language', async () => {
    const said: Record<string, string> = { en: 'More than 100', fr: 'Plus de 100', 'zh-CN': '超过 100 条', 'zh-TW': '超過 100 筆' };
    for (const [lng, text] of Object.entries(said)) {
      await i18n.changeLanguage(lng);
      const { unmount } = await wrap(<Pager pages={[{ total: 100, capped: true, rows: rows(10), next: 'p2' }]} />);
      expect(screen.getByTestId('t-total').textContent).toBe(text);
      expect(screen.getByTestId('t-pageno').textContent).not.toMatch(/\//);
      unmount();
    }
    await i18n.changeLanguage('en');
  });

  it('unknown: "at least" the rows seen while there is a next page, the exact count on the last', async () => {
    await i18n.changeLanguage('en');
    await wrap(<Pager pages={[{ total: null, rows: rows(10), next: 'p2' }, { rows: rows(4) }]} />);
    expect(screen.getByTestId('t-total').textContent).toBe('At least 10');
    fireEvent.click(screen.getByTestId('t-next'));
    expect(screen.getByTestId('t-total').textContent).toBe('Total 14');
    expect(screen.getByTestId('t-pageno').textContent).toBe('Page 2');
  });

  it('a placeholder page (the previous one while the next loads) does not replace the total', async () => {
    await i18n.changeLanguage('en');
    await wrap(<Pager placeholder pages={[{ total: 7, rows: rows(7) }]} />);
    expect(screen.getByTestId('t-total').textContent).toBe('Total 0');
  });
});
