import { Suspense, useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isMobileWidth, setDevice, useAppSettings } from '../../lib/app-settings';
import { lazyOnDemand } from '../../lib/on-demand';
import { useRouteTitle } from '../../lib/route-title';
import { addView, useRefreshKey } from '../../lib/tags-view';
import { useNeededOnce } from '../../lib/use-needed-once';
import { Navbar } from './navbar';
import type { ShellSlots } from './shell-slots';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { useCurrentView } from './use-current-view';

// The settings panel loads when first opened (docs/decisions/0037).
const SettingsDrawer = lazyOnDemand(() => import('./settings-drawer').then((m) => m.SettingsDrawer));

/** Desktop or mobile by the body width (992 px); switching to mobile closes the sidebar. */
function useDeviceWatcher() {
  useEffect(() => {
    const update = () => {
      if (!document.hidden) setDevice(isMobileWidth(document.body.getBoundingClientRect().width) ? 'mobile' : 'desktop');
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}

/** Records the current view as a tab and titles the document after it. */
function useVisitedViewTracking() {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const view = useCurrentView();
  const path = view?.path;
  const fullPath = view?.fullPath;
  const title = view?.title;
  const code = view?.code;
  const affix = view?.affix;
  useEffect(() => {
    if (path === undefined || fullPath === undefined || title === undefined || code === undefined) return;
    addView({ path, fullPath, title, code, affix: !!affix });
  }, [path, fullPath, title, code, affix]);
  const label = view ? routeTitle(view) : '';
  const app = t('common:appTitle');
  useEffect(() => {
    document.title = label ? `${label} - ${app}` : app;
  }, [label, app]);
}

/** The authenticated shell of spec section 2: sidebar, top bar (the app's `slots` in it), tabs, view, settings. */
export function AppLayout({ slots }: { slots: ShellSlots }) {
  useDeviceWatcher();
  useVisitedViewTracking();
  const opened = useAppSettings((s) => s.sidebarOpened);
  const device = useAppSettings((s) => s.device);
  const fixedHeader = useAppSettings((s) => s.fixedHeader);
  const tagsView = useAppSettings((s) => s.tagsView);
  const refreshKey = useRefreshKey();
  const settingsNeeded = useNeededOnce(useAppSettings((s) => s.settingsOpen));
  const offset = device === 'mobile' ? 0 : opened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;

  return (
    <Box minH="100vh" data-testid="app-layout">
      <Sidebar />
      <Box ms={`${offset}px`} transition="margin-inline-start 0.28s" minH="100vh" display="flex" flexDirection="column" minW="0">
        <Box position={fixedHeader ? 'sticky' : 'relative'} top="0" zIndex="sticky" data-testid="app-header">
          <Navbar slots={slots} />
          {tagsView && <TagsView />}
        </Box>
        <Box as="main" flex="1" p={{ base: '3', md: '4' }} minW="0" key={refreshKey}>
          <Outlet />
        </Box>
      </Box>
      {settingsNeeded && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
    </Box>
  );
}
