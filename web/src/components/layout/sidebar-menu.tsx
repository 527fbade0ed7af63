import { useMemo, useState } from 'react';
import { Box, Icon, Text, chakra } from '@chakra-ui/react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { useRouters } from '../../lib/session';
import { buildMenu, openKeysFor, type MenuEntry } from '../../lib/route-tree';
import { useRouteTitle } from '../../lib/route-title';
import { closeMobileSidebar } from '../../lib/app-settings';
import { onDemand } from '../../lib/on-demand';
import { AppLink } from '../ui/app-link';
import { MenuIcon } from '../ui/menu-icon';
import { OnDemandTrigger } from '../ui/on-demand-trigger';
import { useCurrentView } from './use-current-view';

const HOME_ENTRY: MenuEntry = { key: '/', to: '/', external: false, title: 'Home', code: 'home', icon: 'dashboard' };
const ITEM_HEIGHT = '50px';

// The collapsed sidebar's flyout menus load when first used (docs/decisions/0037).
const sidebarFlyout = onDemand(() => import('./sidebar-flyout').then((m) => m.SidebarFlyout));

/** A label longer than the 200 px sidebar wraps onto a second line rather than being cut ("Product manag..."). */
const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  w: 'full',
  minH: ITEM_HEIGHT,
  py: '2',
  ps: '4',
  pe: '3',
  color: 'sidebar.text',
  fontSize: 'sm',
  lineHeight: 'short',
  textAlign: 'start',
  cursor: 'pointer',
  overflow: 'hidden',
  _hover: { bg: 'sidebar.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
} as const;

/** Permission-driven menu from the route tree; one submenu open at a time; icons only when collapsed. */
export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const routers = useRouters();
  const entries = useMemo(() => [HOME_ENTRY, ...buildMenu(routers)], [routers]);
  const view = useCurrentView();
  const active = view?.activeMenu ?? '';

  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(entries, active));
  // Opening another view opens the submenus leading to it (state adjusted during render, not in an effect).
  const [seenActive, setSeenActive] = useState(active);
  if (seenActive !== active) {
    setSeenActive(active);
    const chain = openKeysFor(entries, active);
    if (chain.length > 0) setOpenKeys(chain);
  }

  const toggle = (depth: number, key: string) =>
    setOpenKeys((keys) => (keys[depth] === key ? keys.slice(0, depth) : [...keys.slice(0, depth), key]));

  return (
    <Box as="nav" role="menubar" aria-orientation="vertical" data-testid="sidebar-menu">
      {entries.map((entry) => (
        <MenuNode key={entry.key} entry={entry} depth={0} collapsed={collapsed} openKeys={openKeys} onToggle={toggle} active={active} />
      ))}
    </Box>
  );
}

interface NodeProps {
  entry: MenuEntry;
  depth: number;
  collapsed: boolean;
  openKeys: string[];
  onToggle: (depth: number, key: string) => void;
  active: string;
}

function containsActive(entry: MenuEntry, active: string): boolean {
  return entry.children ? entry.children.some((c) => containsActive(c, active)) : entry.to === active;
}

function MenuNode({ entry, depth, collapsed, openKeys, onToggle, active }: NodeProps) {
  const title = useRouteTitle()(entry);
  const pad = collapsed && depth === 0 ? '4' : `${16 + depth * 16}px`;

  if (!entry.children) {
    const isActive = !entry.external && entry.to === active;
    return (
      <chakra.a
        asChild
        {...itemStyles}
        ps={pad}
        color={isActive ? 'brand.solid' : 'sidebar.text'}
        bg={depth > 0 ? 'sidebar.sub' : undefined}
        aria-current={isActive ? 'page' : undefined}
        title={title}
        data-testid={`menu-item-${entry.to}`}
      >
        {entry.external ? (
          <a href={entry.to} target="_blank" rel="noreferrer">
            <MenuIconBox name={entry.icon} />
            {!collapsed && <MenuLabel>{title}</MenuLabel>}
          </a>
        ) : (
          <AppLink href={entry.to} onClick={() => closeMobileSidebar()}>
            <MenuIconBox name={entry.icon} />
            {!collapsed && <MenuLabel>{title}</MenuLabel>}
          </AppLink>
        )}
      </chakra.a>
    );
  }

  const hasActive = containsActive(entry, active);

  if (collapsed && depth === 0) {
    const button = (props: object) => (
      <chakra.button type="button" {...itemStyles} ps={pad} color={hasActive ? 'brand.solid' : 'sidebar.text'} title={title} aria-haspopup="menu" data-testid={`menu-dir-${entry.key}`} {...props}>
        <MenuIconBox name={entry.icon} />
      </chakra.button>
    );
    return (
      <OnDemandTrigger widget={sidebarFlyout} placeholder={button}>
        {(SidebarFlyout, openAtOnce) => <SidebarFlyout trigger={button({})} defaultOpen={openAtOnce} title={title} leaves={leaves(entry)} />}
      </OnDemandTrigger>
    );
  }

  const open = openKeys[depth] === entry.key;
  return (
    <Box role="none">
      <chakra.button
        type="button"
        {...itemStyles}
        ps={pad}
        bg={depth > 0 ? 'sidebar.sub' : undefined}
        color={hasActive ? 'white' : 'sidebar.text'}
        aria-expanded={open}
        title={title}
        onClick={() => onToggle(depth, entry.key)}
        data-testid={`menu-dir-${entry.key}`}
      >
        <MenuIconBox name={entry.icon} />
        <MenuLabel>{title}</MenuLabel>
        <Icon boxSize="3.5" flexShrink={0}>
          {open ? <LuChevronDown /> : <LuChevronRight />}
        </Icon>
      </chakra.button>
      {open && (
        <Box role="menu">
          {entry.children.map((child) => (
            <MenuNode key={child.key} entry={child} depth={depth + 1} collapsed={false} openKeys={openKeys} onToggle={onToggle} active={active} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function leaves(entry: MenuEntry): MenuEntry[] {
  return entry.children ? entry.children.flatMap(leaves) : [entry];
}

function MenuLabel({ children }: { children: string }) {
  return (
    <Text flex="1" minW="0" overflowWrap="anywhere" data-testid="menu-label">
      {children}
    </Text>
  );
}

function MenuIconBox({ name }: { name: string }) {
  return (
    <Icon boxSize="4" flexShrink={0}>
      <MenuIcon name={name} />
    </Icon>
  );
}
