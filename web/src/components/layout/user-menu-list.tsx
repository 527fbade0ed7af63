import type { ReactElement } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuInfo, LuLogOut, LuSettings, LuUser } from 'react-icons/lu';
import { AVAILABLE_LANGUAGES, LANGUAGE_LABELS, changeLanguage, currentLanguage, isLanguage } from '../../lib/i18n';

export type UserMenuAction = 'profile' | 'settings' | 'about' | 'logout';

/** The language items' values: `lang:<code>`, told apart from the actions. */
const LANG_PREFIX = 'lang:';

/**
 * The user menu itself: loaded when its trigger is first used (user-menu.tsx). With `languages` (on a phone, where
 * the navbar has no room for the language select) it also offers the languages, the current one checked.
 */
export function UserMenuList({ trigger, defaultOpen, onSelect, languages = false }: { trigger: ReactElement; defaultOpen: boolean; onSelect: (action: UserMenuAction) => void; languages?: boolean }) {
  const { t, i18n } = useTranslation('layout');
  const current = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const choose = (value: string) => {
    const lng = value.slice(LANG_PREFIX.length);
    if (isLanguage(lng) && lng !== current) void changeLanguage(lng);
  };
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={(d) => !d.value.startsWith(LANG_PREFIX) && onSelect(d.value as UserMenuAction)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44" data-testid="navbar-user-menu-list">
            {languages && AVAILABLE_LANGUAGES.length > 1 && (
              <>
                <Menu.RadioItemGroup value={`${LANG_PREFIX}${current}`} onValueChange={(d) => choose(d.value)} data-testid="navbar-languages">
                  <Menu.ItemGroupLabel>{t('common:language')}</Menu.ItemGroupLabel>
                  {AVAILABLE_LANGUAGES.map((lng) => (
                    <Menu.RadioItem key={lng} value={`${LANG_PREFIX}${lng}`} data-testid={`navbar-lang-${lng}`}>
                      {LANGUAGE_LABELS[lng]}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
                <Menu.Separator />
              </>
            )}
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
