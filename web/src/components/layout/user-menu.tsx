import { Suspense, useState } from 'react';
import { Icon, Text, chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { LuChevronDown } from 'react-icons/lu';
import { useApiImage } from '../../lib/api-image';
import { useUserInfo } from '../../lib/session';
import { setSettingsOpen, useAppSettings } from '../../lib/app-settings';
import { lazyOnDemand, onDemand } from '../../lib/on-demand';
import { useNeededOnce } from '../../lib/use-needed-once';
import { OnDemandTrigger } from '../ui/on-demand-trigger';
import type { ShellSlots } from './shell-slots';
import type { UserMenuAction } from './user-menu-list';

// The menu and its dialogs load when first used (docs/decisions/0037; the About dialog: app/shell-slots.tsx).
const userMenuList = onDemand(() => import('./user-menu-list').then((m) => m.UserMenuList));
const LogoutDialog = lazyOnDemand(() => import('./logout-dialog').then((m) => m.LogoutDialog));

/** Initials as Chakra's Avatar draws them: the first letters of the first and last words. */
function initialsOf(name: string): string {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/**
 * Chakra's small avatar (its recipe) without Avatar's state machine, which would be the first screen's only one
 * (docs/decisions/0037): the picture when there is one and it loads, the initials otherwise.
 */
function UserAvatar({ name, src }: { name: string; src: string | undefined }) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size: 'sm' });
  const [failed, setFailed] = useState<string>();
  return (
    <chakra.span css={styles.root}>
      {src && failed !== src ? (
        <chakra.img css={styles.image} src={src} alt="" draggable={false} referrerPolicy="no-referrer" onError={() => setFailed(src)} data-testid="navbar-avatar" />
      ) : (
        <chakra.span css={styles.fallback}>{initialsOf(name)}</chakra.span>
      )}
    </chakra.span>
  );
}

/** The user's avatar and name: the menu's trigger, drawn the same before and after the menu's code is in. */
function UserMenuButton({ name, ...props }: HTMLChakraProps<'button'> & { name: string }) {
  const { user } = useUserInfo();
  const avatar = useApiImage(user.avatar);
  return (
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
      aria-haspopup="menu"
      {...props}
    >
      <UserAvatar name={name} src={avatar} />
      <Text fontSize="sm" hideBelow="md" whiteSpace="nowrap" data-testid="navbar-user-name">
        {name}
      </Text>
      <Icon boxSize="3.5">
        <LuChevronDown />
      </Icon>
    </chakra.button>
  );
}

export function UserMenu({ AboutDialog }: Pick<ShellSlots, 'AboutDialog'>) {
  const router = useRouter();
  const { user } = useUserInfo();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const logoutDialog = useNeededOnce(logoutOpen);
  const aboutDialog = useNeededOnce(aboutOpen);
  const name = user.nickName || user.username;
  // the navbar shows the language select on the desktop only: on a phone the menu offers the languages
  const phone = useAppSettings((s) => s.device) !== 'desktop';

  const select = (action: UserMenuAction) => {
    if (action === 'profile') void router.navigate({ to: '/user/profile' });
    else if (action === 'settings') setSettingsOpen(true);
    else if (action === 'about') setAboutOpen(true);
    else setLogoutOpen(true);
  };

  return (
    <>
      <OnDemandTrigger widget={userMenuList} placeholder={(props) => <UserMenuButton name={name} {...props} />}>
        {(UserMenuList, openAtOnce) => <UserMenuList trigger={<UserMenuButton name={name} />} defaultOpen={openAtOnce} onSelect={select} languages={phone} />}
      </OnDemandTrigger>
      <Suspense fallback={null}>
        {logoutDialog && <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />}
        {aboutDialog && <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />}
      </Suspense>
    </>
  );
}
