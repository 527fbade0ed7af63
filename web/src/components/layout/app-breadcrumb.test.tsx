import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { renderWithApp } from '../../test/render';
import { seedRoutes, systemRoutes } from '../../test/layout-routes';
import { AppBreadcrumb } from './app-breadcrumb';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('breadcrumb', () => {
  // Chakra names the breadcrumb's landmark "breadcrumb" in every language unless told otherwise.
  it.each([
    ['en', 'Breadcrumb'],
    ['fr', "Fil d'Ariane"],
    ['zh-CN', '面包屑导航'],
    ['zh-TW', '導覽路徑'],
  ])('names its landmark in %s', async (lng, name) => {
    await i18n.changeLanguage(lng);
    const { router } = renderWithApp([{ path: '/system/s1', component: () => null }], { at: '/system/s1', root: () => <AppBreadcrumb />, seed: seedRoutes(systemRoutes(1)) });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(screen.getByTestId('breadcrumb').getAttribute('aria-label')).toBe(name);
    expect(screen.getByRole('navigation', { name })).toBe(screen.getByTestId('breadcrumb'));
  });
});
