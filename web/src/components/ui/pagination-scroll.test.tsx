import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
import { createAppSystem } from '../../lib/theme';
import { useCursorPaging } from '../list/use-cursor-paging';
import { inRouter } from '../../test/render';
import { CursorPagination } from './cursor-pagination';
import { ListPagination } from './list-pagination';

const system = createAppSystem('medium');
const realMatchMedia = window.matchMedia.bind(window);
const realScrollTo = window.scrollTo;
const wrap = async (ui: ReactNode) =>
  render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>{(await inRouter(ui)).element}</I18nextProvider>
    </ChakraProvider>,
  );

function Numbered({ scrollOnChange }: { scrollOnChange?: boolean }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return <ListPagination testId="t" total={95} page={page} pageSize={size} onPageChange={setPage} onPageSizeChange={setSize} scrollOnChange={scrollOnChange} />;
}

function Cursor() {
  const paging = useCursorPaging({ url: false });
  return <CursorPagination testId="c" paging={paging} list={{ data: { next: `cursor-${paging.page}`, total: 95, rows: [] }, isPlaceholderData: false }} />;
}

/** The window scrolled down by `y` px, with or without "reduce motion". */
function scrolledDown(y: number, reducedMotion = false) {
  let top = y;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => top });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    top = options.top ?? top;
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.matchMedia = (query: string) => (query.includes('reduced-motion') ? ({ ...realMatchMedia(query), matches: reducedMotion, media: query } as MediaQueryList) : realMatchMedia(query));
  return { scrollTo, top: () => top };
}

beforeEach(() => void i18n.changeLanguage('en'));
afterEach(() => {
  window.matchMedia = realMatchMedia;
  window.scrollTo = realScrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('pagination scrolls back to the top (spec: 800 ms)', () => {
  it('numbered pages: a page button and a page size change scroll the window to the top, eased', async () => {
    await wrap(<Numbered />);
    const win = scrolledDown(1200);
    const started = performance.now();
    fireEvent.click(screen.getByText('3'));
    await waitFor(() => expect(win.top()).toBe(0), { timeout: 3000 });
    // animated: several intermediate positions, and it took about the spec's 800 ms
    const tops = win.scrollTo.mock.calls.map(([o]) => o.top);
    expect(tops.length).toBeGreaterThan(2);
    expect(tops.some((t) => t! > 0 && t! < 1200)).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(700);

    const again = scrolledDown(600, true);
    fireEvent.change(screen.getByTestId('t-page-size'), { target: { value: '20' } });
    expect(again.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    expect(screen.getByTestId('t-page-size')).toHaveProperty('value', '20');
  });

  it('reduced motion jumps to the top at once', async () => {
    await wrap(<Numbered />);
    const win = scrolledDown(800, true);
    fireEvent.click(screen.getByText('2'));
    // the page buttons answer after a microtask (zag machine)
    await waitFor(() => expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' }));
    expect(win.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('a pagination inside a dialog does not scroll the page', async () => {
    await wrap(<Numbered scrollOnChange={false} />);
    const win = scrolledDown(800, true);
    fireEvent.click(screen.getByText('2'));
    await waitFor(() => expect(screen.getByText('2').getAttribute('aria-current')).toBe('page'));
    fireEvent.change(screen.getByTestId('t-page-size'), { target: { value: '20' } });
    expect(win.scrollTo).not.toHaveBeenCalled();
  });

  it('cursor pages: next, previous and the page size scroll to the top', async () => {
    // the router's own scroll on its first load is done before the window is scrolled down
    await wrap(<Cursor />);
    const win = scrolledDown(900, true);
    fireEvent.click(screen.getByTestId('c-next'));
    expect(screen.getByTestId('c-pageno').textContent).toContain('2');
    expect(win.scrollTo).toHaveBeenCalledTimes(1);
    scrolledDown(900, true);
    fireEvent.click(screen.getByTestId('c-prev'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    const last = scrolledDown(900, true);
    fireEvent.change(screen.getByTestId('c-page-size'), { target: { value: '50' } });
    expect(last.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('does nothing when already at the top', async () => {
    await wrap(<Cursor />);
    const win = scrolledDown(0);
    fireEvent.click(screen.getByTestId('c-next'));
    expect(win.scrollTo).not.toHaveBeenCalled();
  });
});
