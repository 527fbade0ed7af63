import type { ReactElement } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuInfo, LuLogOut, LuSettings, LuUser } from 'react-icons/lu';

export type UserMenuAction = 'profile' | 'settings' | 'about' | 'logout';

/** The user menu itself: loaded when its trigger is first used (user-menu.tsx). */
export function UserMenuList({ trigger, defaultOpen, onSelect }: { trigger: ReactElement; defaultOpen: boolean; onSelect: (action: UserMenuAction) => void }) {
  const { t } = useTranslation('layout');
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={(d) => onSelect(d.value as UserMenuAction)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44" data-testid="navbar-user-menu-list">
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
  );
}
