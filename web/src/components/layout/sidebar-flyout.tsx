import type { ReactElement } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import type { MenuEntry } from '../../lib/route-tree';
import { useRouteTitle } from '../../lib/route-title';
import { AppLink } from '../ui/app-link';

/** A directory's screens beside the collapsed sidebar: loaded when first used (sidebar-menu.tsx). */
export function SidebarFlyout({ trigger, defaultOpen, title, leaves }: { trigger: ReactElement; defaultOpen: boolean; title: string; leaves: MenuEntry[] }) {
  const routeTitle = useRouteTitle();
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: 'right-start', gutter: 2 }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{title}</Menu.ItemGroupLabel>
              {leaves.map((leaf) => (
                <Menu.Item key={leaf.key} value={leaf.key} asChild>
                  {leaf.external ? (
                    <a href={leaf.to} target="_blank" rel="noreferrer">
                      {routeTitle(leaf)}
                    </a>
                  ) : (
                    <AppLink href={leaf.to}>{routeTitle(leaf)}</AppLink>
                  )}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
