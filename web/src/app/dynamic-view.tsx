import { Suspense } from 'react';
import { chakra } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useRouters } from '../lib/session';
import { INNER_LINK, resolveRoute } from '../lib/route-tree';
import { ForbiddenPage, NotFoundPage } from '../components/ui/status-pages';
import { PageSpinner } from '../components/ui/page-spinner';
import { isKnownScreenPath, resolveView } from './view-registry';

/**
 * Renders the view whose `component` the route tree names for the current path. A screen of the product that the
 * user's route tree does not hold -> 403 page (no access); anything else unknown -> 404 page.
 */
export function DynamicView() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const routers = useRouters();
  const resolved = resolveRoute(routers, pathname);
  if (!resolved) return isKnownScreenPath(pathname) ? <ForbiddenPage /> : <NotFoundPage />;
  if (resolved.node.component === INNER_LINK && resolved.node.meta.link) {
    return (
      <chakra.iframe src={resolved.node.meta.link} title={resolved.node.meta.title} w="full" h="calc(100vh - 140px)" border="0" />
    );
  }
  const View = resolveView(resolved.node.component);
  if (!View) return <NotFoundPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <View />
    </Suspense>
  );
}
