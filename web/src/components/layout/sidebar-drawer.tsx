import type { ReactNode } from 'react';
import { Drawer, Portal } from '@chakra-ui/react';
import { closeMobileSidebar } from '../../lib/app-settings';

/** The sidebar as an overlay drawer below 992 px: loaded when first opened (sidebar.tsx). */
export function SidebarDrawer({ open, width, children }: { open: boolean; width: number; children: ReactNode }) {
  return (
    <Drawer.Root open={open} placement="start" onOpenChange={(d) => !d.open && closeMobileSidebar()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={`${width}px`} maxW={`${width}px`} bg="sidebar.bg" data-testid="sidebar" data-mode="mobile">
            {children}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
