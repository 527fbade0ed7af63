import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** ResizeObserver as the browser calls it: `fire()` runs the callbacks of the observers alive. */
const resize = (() => {
  const alive = new Set<ResizeObserverCallback>();
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      alive.add(this.callback);
    }
    unobserve() {}
    disconnect() {
      alive.delete(this.callback);
    }
  }
  return {
    install: () => vi.stubGlobal('ResizeObserver', FakeResizeObserver),
    fire: () => act(() => alive.forEach((cb) => cb([], {} as ResizeObserver))),
    clear: () => alive.clear(),
  };
})();

/** Gives the strip `width` px of room and each tab `tabWidth` px, side by side, moved by the strip's scroll. */
function layTabs(strip: HTMLElement, width: number, tabWidth = 100) {
  const rect = (left: number, right: number) => ({ left, right, top: 0, bottom: 26, width: right - left, height: 26, x: left, y: 0, toJSON: () => ({}) });
  strip.getBoundingClientRect = () => rect(0, width);
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: width });
  const tabs = [...strip.querySelectorAll<HTMLElement>('[role="tab"]')];
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: tabs.length * tabWidth });
  tabs.forEach((tab, i) => {
    tab.getBoundingClientRect = () => rect(i * tabWidth - strip.scrollLeft, (i + 1) * tabWidth - strip.scrollLeft);
  });
}

/** Whether the tab of `path` lies wholly inside the strip. */
function wholeInView(strip: HTMLElement, path: string): boolean {
  const tab = strip.querySelector<HTMLElement>(`[role="tab"][data-path="${path}"]`)!.getBoundingClientRect();
  const room = strip.getBoundingClientRect();
  return tab.left >= room.left && tab.right <= room.right;
}

beforeEach(() => resize.install());

afterEach(() => {
  resize.clear();
  vi.unstubAllGlobals();
  closeAllViews();
  vi.restoreAllMocks();
});

describe('TagsView', () => {
  it('scrolls the active tab into view when another page opens', async () => {
    openTabs();
    const { router } = renderWithApp(routes, { at: '/system/s12', root: () => <TagsView />, seed: seedRoutes(systemRoutes(SCREENS)) });
    const strip = await screen.findByTestId('tabs-strip');
    layTabs(strip, 500);
    resize.fire();
    await waitFor(() => expect(wholeInView(strip, '/system/s12')).toBe(true));

    await router.navigate({ href: '/system/s2' });
    await waitFor(() => expect(wholeInView(strip, '/system/s2')).toBe(true));
  });

  it('keeps the active tab whole when the layout settles after the scroll (the arrows narrow the strip, tabs widen)', async () => {
    openTabs();
    renderWithApp(routes, { at: '/system/s12', root: () => <TagsView />, seed: seedRoutes(systemRoutes(SCREENS)) });
    const strip = await screen.findByTestId('tabs-strip');
    // The first scroll ran before layout: nothing measured yet (jsdom's zero boxes), the tab is out of view.
    layTabs(strip, 500);
    expect(wholeInView(strip, '/system/s12')).toBe(false);
    resize.fire();
    expect(wholeInView(strip, '/system/s12')).toBe(true);
    // The arrows appear: the strip is 48 px narrower, the end of the active tab would be cut.
    layTabs(strip, 452);
    expect(wholeInView(strip, '/system/s12')).toBe(false);
    resize.fire();
    expect(wholeInView(strip, '/system/s12')).toBe(true);
    // A late font widens every tab.
    layTabs(strip, 452, 130);
    resize.fire();
    expect(wholeInView(strip, '/system/s12')).toBe(true);
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
