import { Flex, HStack, IconButton, Spacer } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMaximize, LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { toggleSidebar, useAppSettings } from '../../lib/app-settings';
import { usePermission } from '../../lib/permission';
import { LangSelect } from '../ui/lang-select';
import { notifyWarning } from '../ui/toaster';
import { AppBreadcrumb } from './app-breadcrumb';
import { OnlineCount } from './online-count';
import { SizeSelect } from './size-select';
import type { ShellSlots } from './shell-slots';
import { UserMenu } from './user-menu';

function FullscreenButton() {
  const { t } = useTranslation('layout');
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notifyWarning(t('common:messages.fullscreenUnsupported'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };
  return (
    <IconButton variant="ghost" aria-label={t('nav.fullscreen')} title={t('nav.fullscreen')} onClick={toggle} data-testid="fullscreen">
      <LuMaximize />
    </IconButton>
  );
}

/**
 * Top bar: hamburger, breadcrumb, language (desktop; on a phone the user menu offers it), size, online users (administrators), the widgets the app adds
 * (notices), user menu.
 */
export function Navbar({ slots }: { slots: ShellSlots }) {
  const { t } = useTranslation('layout');
  const opened = useAppSettings((s) => s.sidebarOpened);
  const device = useAppSettings((s) => s.device);
  const { isAdministrator } = usePermission();
  const desktop = device === 'desktop';
  return (
    <Flex as="header" h="50px" align="center" gap="2" px="2" bg="bg" borderBottomWidth="1px" colorPalette="gray" data-testid="navbar">
      <IconButton variant="ghost" aria-label={t('nav.toggleSidebar')} onClick={toggleSidebar} data-testid="hamburger">
        {opened ? <LuPanelLeftClose /> : <LuPanelLeftOpen />}
      </IconButton>
      <AppBreadcrumb />
      <Spacer />
      <HStack gap="1">
        {desktop && <LangSelect width="32" />}
        {desktop && <SizeSelect />}
        {desktop && <FullscreenButton />}
        {isAdministrator && <OnlineCount />}
        {slots.navbarWidgets}
        <UserMenu AboutDialog={slots.AboutDialog} />
      </HStack>
    </Flex>
  );
}
