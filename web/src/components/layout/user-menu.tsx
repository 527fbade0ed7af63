import { useState } from 'react';
import { Avatar, Icon, Menu, Portal, Text, chakra } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuInfo, LuLogOut, LuSettings, LuUser } from 'react-icons/lu';
import { useApiImage } from '../../lib/api-image';
import { useUserInfo } from '../../lib/session';
import { setSettingsOpen } from '../../lib/app-settings';
import { AboutDialog } from '../../features/version/components/platform-version';
import { LogoutDialog } from './logout-dialog';

export function UserMenu() {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const { user } = useUserInfo();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const name = user.nickName || user.username;
  const avatar = useApiImage(user.avatar);

  const select = (value: string) => {
    if (value === 'profile') void router.navigate({ to: '/user/profile' });
    else if (value === 'settings') setSettingsOpen(true);
    else if (value === 'about') setAboutOpen(true);
    else if (value === 'logout') setLogoutOpen(true);
  };

  return (
    <>
      <Menu.Root onSelect={(d) => select(d.value)} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <chakra.button
            type="button"
            display="flex"
            alignItems="center"
            gap="2"
            px="2"
            h="10"
            borderRadius="md"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            data-testid="navbar-user-menu"
            aria-label={name}
          >
            <Avatar.Root size="sm">
              <Avatar.Fallback name={name} />
              {avatar && <Avatar.Image src={avatar} data-testid="navbar-avatar" />}
            </Avatar.Root>
            <Text fontSize="sm" hideBelow="md" whiteSpace="nowrap" data-testid="navbar-user-name">
              {name}
            </Text>
            <Icon boxSize="3.5">
              <LuChevronDown />
            </Icon>
          </chakra.button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44">
              <Menu.Item value="profile" data-testid="navbar-profile">
                <LuUser />
                {t('nav.profile')}
              </Menu.Item>
              <Menu.Item value="settings" data-testid="navbar-settings">
                <LuSettings />
                {t('nav.settings')}
              </Menu.Item>
              <Menu.Item value="about" data-testid="navbar-about">
                <LuInfo />
                {t('nav.about')}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout" data-testid="navbar-logout" color="fg.error">
                <LuLogOut />
                {t('nav.logout')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </>
  );
}
