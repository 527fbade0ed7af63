import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitle } from '../../lib/route-title';
import { AppLink } from '../ui/app-link';
import { useCurrentView } from './use-current-view';

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const view = useCurrentView();
  const crumbs = view?.crumbs ?? [];
  const home = routeTitle(t, { title: 'Home', code: 'home' });
  return (
    <Breadcrumb.Root size="sm" data-testid="breadcrumb" minW="0">
      <Breadcrumb.List flexWrap="nowrap" overflow="hidden">
        <Breadcrumb.Item>
          {crumbs.length === 0 ? (
            <Breadcrumb.CurrentLink>{home}</Breadcrumb.CurrentLink>
          ) : (
            <Breadcrumb.Link asChild>
              <AppLink href="/">{home}</AppLink>
            </Breadcrumb.Link>
          )}
        </Breadcrumb.Item>
        {crumbs.map((c, i) => (
          <Fragment key={`${c.code}-${i}`}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item whiteSpace="nowrap">
              {i === crumbs.length - 1 || !c.href ? (
                <Breadcrumb.CurrentLink color={i === crumbs.length - 1 ? 'fg' : 'fg.muted'}>{routeTitle(t, c)}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild>
                  <AppLink href={c.href}>{routeTitle(t, c)}</AppLink>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
