import { Suspense } from 'react';
import { Box, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../lib/app-settings';
import { lazyOnDemand } from '../../lib/on-demand';
import { useNeededOnce } from '../../lib/use-needed-once';
import logo from '../../assets/logo.svg';
import { AppLink } from '../ui/app-link';
import { SidebarMenu } from './sidebar-menu';

export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

// The phone's drawer loads when first opened (docs/decisions/0037).
const SidebarDrawer = lazyOnDemand(() => import('./sidebar-drawer').then((m) => m.SidebarDrawer));

function SidebarBody({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('common');
  const showLogo = useAppSettings((s) => s.sidebarLogo);
  return (
    <Box h="full" display="flex" flexDirection="column" bg="sidebar.bg">
      {showLogo && (
        <AppLink href="/" aria-label={t('appTitle')}>
          <HStack h="50px" px={collapsed ? '0' : '3'} justify={collapsed ? 'center' : 'flex-start'} gap="2" bg="#2b2f3a" data-testid="sidebar-logo">
            <Image src={logo} alt="" boxSize="8" flexShrink={0} />
            {!collapsed && (
              <Text color="white" fontWeight="semibold" fontSize="sm" lineClamp={2} lineHeight="short">
                {t('appShortTitle')}
              </Text>
            )}
          </HStack>
        </AppLink>
      )}
      <Box flex="1" overflowY="auto" overflowX="hidden" css={{ scrollbarWidth: 'thin' }}>
        <SidebarMenu collapsed={collapsed} />
      </Box>
    </Box>
  );
}

/** Collapsible 200 px sidebar; below 992 px an overlay drawer that closes on navigation. */
export function Sidebar() {
  const opened = useAppSettings((s) => s.sidebarOpened);
  const device = useAppSettings((s) => s.device);

  const mobile = device === 'mobile';
  const drawerNeeded = useNeededOnce(mobile && opened);

  if (mobile) {
    return drawerNeeded ? (
      <Suspense fallback={null}>
        <SidebarDrawer open={opened} width={SIDEBAR_WIDTH}>
          <SidebarBody collapsed={false} />
        </SidebarDrawer>
      </Suspense>
    ) : null;
  }

  const collapsed = !opened;
  return (
    <Box
      as="aside"
      data-testid="sidebar"
      data-mode="desktop"
      data-collapsed={collapsed}
      position="fixed"
      insetY="0"
      left="0"
      zIndex="banner"
      w={`${collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH}px`}
      transition="width 0.28s"
      overflow="hidden"
      shadow="md"
    >
      <SidebarBody collapsed={collapsed} />
    </Box>
  );
}
