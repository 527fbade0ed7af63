import type { ReactNode } from 'react';
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEllipsis } from 'react-icons/lu';
import { usePermission } from '../../lib/permission';

export interface RowMenuAction {
  /** The item's value in the menu (unique within the row). */
  value: string;
  label: string;
  icon?: ReactNode;
  testId: string;
  /** Shown only when the signed-in user holds it. */
  permission?: string;
  /** Left out when false (the record does not allow it). */
  when?: boolean;
  /** Drawn in the danger colour (void, delete). */
  danger?: boolean;
  onSelect: () => void;
}

/**
 * A row's secondary actions behind one small "more" button, so the pinned actions column stays narrow on a wide list
 * (it would cover the row's key columns otherwise). Only the actions the record allows and the user holds are listed;
 * with none, no button. The items are mounted when the menu opens; an item acts on its click (the menu clicks the
 * highlighted item on Enter too).
 */
export function RowActionMenu({ testId, label, actions }: { testId: string; /** The button's name; default "More actions". */ label?: string; actions: readonly RowMenuAction[] }) {
  const { t } = useTranslation('common');
  const { hasPermission } = usePermission();
  const shown = actions.filter((a) => a.when !== false && (a.permission === undefined || hasPermission(a.permission)));
  if (shown.length === 0) return null;
  const name = label ?? t('rowMenu.more');
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={name} title={name} data-testid={testId}>
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36" data-testid={`${testId}-list`}>
            {shown.map((a) => (
              <Menu.Item key={a.value} value={a.value} data-testid={a.testId} color={a.danger ? 'fg.error' : undefined} onClick={a.onSelect}>
                {a.icon}
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
