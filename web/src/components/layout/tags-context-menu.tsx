import { Menu, Portal, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import type { VisitedView } from '../../lib/tags-view';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

export interface TagMenuTarget {
  view: VisitedView;
  /** Where the context menu was asked for (viewport coordinates). */
  point: { x: number; y: number };
}

/**
 * The tabs' context menu, one for the whole bar, open where the tab was right-clicked: loaded when first asked for
 * (tags-view.tsx). It is anchored to an empty element at that point (the menu has no trigger of its own).
 */
export function TagsContextMenu({ target, onClose, onAction }: { target: TagMenuTarget | null; onClose: () => void; onAction: (action: TagAction, view: VisitedView) => void }) {
  const { t } = useTranslation('layout');
  return (
    <Menu.Root
      open={target !== null}
      positioning={{ placement: 'bottom-start', gutter: 0 }}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      onSelect={(d) => {
        if (target) onAction(d.value as TagAction, target.view);
      }}
    >
      <Menu.Trigger asChild>
        <chakra.span position="fixed" left={`${target?.point.x ?? 0}px`} top={`${target?.point.y ?? 0}px`} w="0" h="0" pointerEvents="none" aria-hidden tabIndex={-1} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40" data-testid="tags-context-menu">
            <Menu.Item value="refresh" data-testid="tags-refresh">
              <LuRefreshCw />
              {t('tags.refresh')}
            </Menu.Item>
            <Menu.Item value="close" disabled={target?.view.affix} data-testid="tags-close">
              {t('tags.close')}
            </Menu.Item>
            <Menu.Item value="closeOthers" data-testid="tags-close-others">
              {t('tags.closeOthers')}
            </Menu.Item>
            <Menu.Item value="closeAll" data-testid="tags-close-all">
              {t('tags.closeAll')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
