import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouterNode } from '@aed/shared/schemas/auth';
import { renderWithApp } from '../test/render';
import { authKeys } from '../lib/session';
import { DynamicView } from './dynamic-view';
import { isKnownScreenPath, screenPathOf } from './view-registry';

const meta = (title: string) => ({ title, code: title, icon: '', noCache: false, link: null });
/** A viewer's route tree: the operation log only. */
const VIEWER_ROUTES: RouterNode[] = [
  {
    name: 'Monitor',
    path: '/monitor',
    hidden: false,
    component: 'Layout',
    meta: meta('Monitor'),
    children: [{ name: 'Operlog', path: 'operlog', hidden: false, component: 'monitor/operlog/index', meta: meta('Operation log') }],
  },
];

function open(at: string) {
  return renderWithApp([{ path: '$', component: DynamicView }], { at, seed: (qc) => qc.setQueryData(authKeys.routers, VIEWER_ROUTES) });
}

afterEach(() => vi.unstubAllGlobals());

describe('DynamicView', () => {
  it('shows the no-access page (403) for a screen of the product the user may not open', async () => {
    open('/system/user');
    expect(await screen.findByTestId('page-403')).toBeTruthy();
    expect(screen.queryByTestId('page-404')).toBeNull();
  });

  it('shows the no-access page for a screen with a path parameter, and the 404 page for no such screen', async () => {
    const { unmount } = open('/dict/type/data/7');
    expect(await screen.findByTestId('page-403')).toBeTruthy();
    unmount();
    open('/system/nothing-here');
    expect(await screen.findByTestId('page-404')).toBeTruthy();
    expect(screen.queryByTestId('page-403')).toBeNull();
  });
});

describe('screen paths', () => {
  it('places each screen where the menus do, and knows no other path', () => {
    expect(screenPathOf('system/user/index')).toBe('/system/user');
    expect(screenPathOf('product/monitorItem/index')).toBe('/product/monitorItem');
    expect(isKnownScreenPath('/product/device/')).toBe(true);
    expect(isKnownScreenPath('/dict/type/data/12')).toBe(true);
    expect(isKnownScreenPath('/system/log/operlog')).toBe(true);
    expect(isKnownScreenPath('/monitor/operlog')).toBe(false);
    expect(isKnownScreenPath('/system')).toBe(false);
    expect(isKnownScreenPath('/system/user/extra')).toBe(false);
  });
});
