import { useMemo } from 'react';
import { useLocation } from '@tanstack/react-router';
import type { RouterNode } from '@aed/shared/schemas/auth';
import { useRouters } from '../../lib/session';
import { activeMenuPath, normalizePath, resolveRoute } from '../../lib/route-tree';
import type { VisitedView } from '../../lib/tags-view';

export interface Crumb {
  title: string;
  code: string;
  /** A parent with a redirect can be clicked. */
  href?: string;
}

export interface CurrentView extends VisitedView {
  crumbs: Crumb[];
  /** Menu entry to highlight. */
  activeMenu: string;
}

/** Routes of the shell itself (not in the route tree). */
const STATIC_VIEWS: Record<string, { title: string; code: string; affix?: boolean }> = {
  '/': { title: 'Home', code: 'home', affix: true },
  '/user/profile': { title: 'Personal centre', code: 'profile' },
  '/user/message': { title: 'My messages', code: 'messages' },
  '/404': { title: 'Page not found', code: 'notFound' },
  '/401': { title: 'No access', code: 'unauthorized' },
};

/** Describes a location for the tabs bar, breadcrumb and document title; undefined when it is no known view. */
export function describeView(routers: readonly RouterNode[], pathname: string, searchStr = ''): CurrentView | undefined {
  const path = normalizePath(pathname);
  if (path.startsWith('/redirect')) return undefined;
  const fixed = STATIC_VIEWS[path];
  if (fixed) {
    return {
      path,
      fullPath: path + searchStr,
      title: fixed.title,
      code: fixed.code,
      affix: !!fixed.affix,
      crumbs: path === '/' ? [] : [{ title: fixed.title, code: fixed.code }],
      activeMenu: path,
    };
  }
  const resolved = resolveRoute(routers, path);
  if (!resolved) return undefined;
  const crumbs: Crumb[] = resolved.parents
    .filter((p) => p.meta?.title && p.meta.breadcrumb !== false)
    .map((p) => ({ title: p.meta.title, code: p.meta.code, href: p.redirect && p.redirect !== 'noRedirect' ? p.redirect : undefined }));
  crumbs.push({ title: resolved.node.meta.title, code: resolved.node.meta.code });
  return {
    path,
    fullPath: path + searchStr,
    title: resolved.node.meta.title,
    code: resolved.node.meta.code,
    affix: !!resolved.node.meta.affix,
    crumbs,
    activeMenu: activeMenuPath(resolved, path),
  };
}

export function useCurrentView(): CurrentView | undefined {
  const pathname = useLocation({ select: (l) => l.pathname });
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const routers = useRouters();
  return useMemo(() => describeView(routers, pathname, searchStr), [routers, pathname, searchStr]);
}
