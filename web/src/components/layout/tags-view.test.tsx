import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { addView, closeAllViews } from '../../lib/tags-view';
import { renderWithApp } from '../../test/render';
import { seedRoutes, systemRoutes } from '../../test/layout-routes';
import { TagsView } from './tags-view';

const SCREENS = 12;
const routes = Array.from({ length: SCREENS }, (_, i) => ({ path: `/system/s${i + 1}`, component: () => null }));

function openTabs() {
  for (let i = 1; i <= SCREENS; i++) addView({ path: `/system/s${i}`, fullPath: `/system/s${i}`, title: `Screen ${i}`, code: `s${i}`, affix: false });
}

/** Gives the strip a layout jsdom does not compute: `scrollWidth` of content in `clientWidth` of room. */
function lay(strip: HTMLElement, { scrollWidth, clientWidth, scrollLeft }: { scrollWidth: number; clientWidth: number; scrollLeft: number }) {
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: clientWidth });
  strip.scrollLeft = scrollLeft;
  fireEvent.scroll(strip);
}

afterEach(() => {
  closeAllViews();
  vi.restoreAllMocks();
});

describe('TagsView', () => {
  it('scrolls the active tab into view when another page opens', async () => {
    openTabs();
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.getAttribute('data-path') ?? '');
    });
    const { router } = renderWithApp(routes, { at: '/system/s12', root: () => <TagsView />, seed: seedRoutes(systemRoutes(SCREENS)) });
    await waitFor(() => expect(scrolled).toContain('/system/s12'));

    await router.navigate({ href: '/system/s2' });
    await waitFor(() => expect(scrolled.at(-1)).toBe('/system/s2'));
  });

  it('shows arrows only when the tabs overflow, each scrolling its way until the end is reached', async () => {
    openTabs();
    renderWithApp(routes, { at: '/system/s1', root: () => <TagsView />, seed: seedRoutes(systemRoutes(SCREENS)) });
    const strip = await screen.findByTestId('tabs-strip');
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy as typeof strip.scrollBy;
    expect(screen.queryByTestId('tabs-scroll-end')).toBeNull();

    lay(strip, { scrollWidth: 2000, clientWidth: 500, scrollLeft: 0 });
    const end = await screen.findByTestId('tabs-scroll-end');
    const start = screen.getByTestId('tabs-scroll-start');
    expect(end.getAttribute('aria-label')).toBe('Scroll the tabs right');
    expect((start as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(end);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 400 }));

    lay(strip, { scrollWidth: 2000, clientWidth: 500, scrollLeft: 1500 });
    await waitFor(() => expect((screen.getByTestId('tabs-scroll-end') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByTestId('tabs-scroll-start'));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -400 }));

    lay(strip, { scrollWidth: 500, clientWidth: 500, scrollLeft: 0 });
    await waitFor(() => expect(screen.queryByTestId('tabs-scroll-end')).toBeNull());
  });

  it('titles the tabs in the active language at Home, before any screen translations are loaded', async () => {
    // What a page load at Home in French holds: the shell part only (no `device` namespace, lib/locale-parts.ts).
    const device = i18n.getResourceBundle('fr', 'device') as object;
    i18n.removeResourceBundle('fr', 'device');
    try {
      await i18n.changeLanguage('fr');
      addView({ path: '/device/list', fullPath: '/device/list', title: 'Devices', code: 'device:menu.title', affix: false });
      renderWithApp([{ path: '/', component: () => null }], { at: '/', root: () => <TagsView />, seed: seedRoutes(systemRoutes(1)) });
      const tabs = await screen.findAllByTestId('tags-view-item');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['Accueil', 'Appareils']);
    } finally {
      i18n.addResourceBundle('fr', 'device', device, true, true);
    }
  });

  it('translates a tab title once its translations arrive', async () => {
    await i18n.changeLanguage('fr');
    addView({ path: '/widget', fullPath: '/widget', title: 'Widgets', code: 'widget:title', affix: false });
    renderWithApp([{ path: '/', component: () => null }], { at: '/', root: () => <TagsView />, seed: seedRoutes(systemRoutes(1)) });
    await waitFor(() => expect(screen.getAllByTestId('tags-view-item').at(-1)?.textContent).toBe('Widgets'));
    try {
      act(() => i18n.addResourceBundle('fr', 'widget', { title: 'Gadgets' }));
      await waitFor(() => expect(screen.getAllByTestId('tags-view-item').at(-1)?.textContent).toBe('Gadgets'));
    } finally {
      i18n.removeResourceBundle('fr', 'widget');
    }
  });
});
