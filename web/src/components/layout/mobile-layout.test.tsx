import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { COOKIES } from '@aed/shared/constants/limits';
import { appSettings, readAppSettings, toggleSidebar, type AppSettingsState } from '../../lib/app-settings';
import { renderWithApp } from '../../test/render';
import { seedRoutes, systemRoutes } from '../../test/layout-routes';
import { AppBreadcrumb } from './app-breadcrumb';
import { Sidebar } from './sidebar';

const routes = [{ path: '/system/s1', component: () => null }];
const seed = seedRoutes(systemRoutes(1));

let saved: AppSettingsState;
const widthDescriptor = Object.getOwnPropertyDescriptor(window, 'innerWidth');

/** The settings a page load finds in a window `width` px wide (the sidebar remembered open). */
function loadAt(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Cookies.set(COOKIES.sidebarStatus, '1');
  appSettings.set(readAppSettings());
}

beforeEach(() => {
  saved = appSettings.get();
});
afterEach(() => {
  if (widthDescriptor) Object.defineProperty(window, 'innerWidth', widthDescriptor);
  appSettings.set(saved);
});

describe('layout on a phone (390 px)', () => {
  it('starts with the sidebar drawer closed, which the hamburger opens', async () => {
    loadAt(390);
    expect(appSettings.get().device).toBe('mobile');
    const { router } = renderWithApp(routes, { at: '/system/s1', root: () => <Sidebar />, seed });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(screen.queryByTestId('sidebar')?.getAttribute('data-state') ?? 'closed').toBe('closed');

    act(() => toggleSidebar());
    expect((await screen.findByTestId('sidebar')).getAttribute('data-state')).toBe('open');
  });

  it('keeps the remembered open sidebar on the desktop', () => {
    loadAt(1440);
    expect(appSettings.get()).toMatchObject({ device: 'desktop', sidebarOpened: true });
  });

  it("shows only the page's title in the breadcrumb", async () => {
    loadAt(390);
    renderWithApp(routes, { at: '/system/s1', root: () => <AppBreadcrumb />, seed });
    const crumb = await screen.findByTestId('breadcrumb');
    await screen.findByText('Screen 1');
    expect(crumb.textContent).toBe('Screen 1');
  });
});
