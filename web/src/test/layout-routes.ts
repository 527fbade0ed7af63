/** A small route tree (as `GET /getRouters` answers it) for the layout's component tests. */
import type { QueryClient } from '@tanstack/react-query';
import type { RouterNode } from '@aed/shared/schemas/auth';
import { authKeys } from '../lib/session';

const meta = (title: string, code: string) => ({ title, code, icon: 'system', noCache: false, link: null });

/** System management with `count` screens `/system/s1` ... named "Screen 1" ... */
export function systemRoutes(count: number): RouterNode[] {
  return [
    {
      name: 'System',
      path: '/system',
      hidden: false,
      redirect: 'noRedirect',
      component: 'Layout',
      alwaysShow: true,
      meta: meta('System management', 'system'),
      children: Array.from({ length: count }, (_, i) => ({
        name: `S${i + 1}`,
        path: `s${i + 1}`,
        hidden: false,
        component: `system/s${i + 1}/index`,
        meta: meta(`Screen ${i + 1}`, `s${i + 1}`),
      })),
    },
  ];
}

/** Seeds the route tree the shell holds once signed in. */
export const seedRoutes = (routes: RouterNode[]) => (queryClient: QueryClient) => queryClient.setQueryData(authKeys.routers, routes);
