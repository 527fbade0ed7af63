import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../lib/app-settings';
import { useRouteTitle } from '../../lib/route-title';
import { AppLink } from '../ui/app-link';
import { useCurrentView, type Crumb } from './use-current-view';

/**
 * Home, the menus above the current page and the page, on one line: the parents keep their width and the page's
 * title is cut with an ellipsis when the bar is too narrow (never one letter per line). On a phone only the page's
 * title is shown.
 */
export function AppBreadcrumb() {
  const { t } = useTranslation('layout');
  const routeTitle = useRouteTitle();
  const view = useCurrentView();
  const mobile = useAppSettings((s) => s.device === 'mobile');
  const crumbs = view?.crumbs ?? [];
  const home = routeTitle({ title: 'Home', code: 'home' });
  const shown: { crumb: Crumb; current: boolean }[] = crumbs.map((crumb, i) => ({ crumb, current: i === crumbs.length - 1 }));
  const trail = mobile ? shown.slice(-1) : shown;
  const withHome = !mobile || crumbs.length === 0;
  return (
    <Breadcrumb.Root size="sm" aria-label={t('nav.breadcrumb')} data-testid="breadcrumb" minW="0" overflow="hidden">
      <Breadcrumb.List flexWrap="nowrap" whiteSpace="nowrap" wordBreak="normal" minW="0">
        {withHome && (
          <Breadcrumb.Item flexShrink={0}>
            {crumbs.length === 0 ? (
              <Breadcrumb.CurrentLink>{home}</Breadcrumb.CurrentLink>
            ) : (
              <Breadcrumb.Link asChild>
                <AppLink href="/">{home}</AppLink>
              </Breadcrumb.Link>
            )}
          </Breadcrumb.Item>
        )}
        {trail.map(({ crumb: c, current }, i) => (
          <Fragment key={`${c.code}-${i}`}>
            {(withHome || i > 0) && <Breadcrumb.Separator />}
            <Breadcrumb.Item flexShrink={current ? 1 : 0} minW="0">
              {current || !c.href ? (
                <Breadcrumb.CurrentLink color={current ? 'fg' : 'fg.muted'} display="block" truncate title={routeTitle(c)}>
                  {routeTitle(c)}
                </Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild>
                  <AppLink href={c.href}>{routeTitle(c)}</AppLink>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
