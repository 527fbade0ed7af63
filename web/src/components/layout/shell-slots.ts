import type { ComponentType, ReactNode } from 'react';

/**
 * What the shell shows that belongs to a feature: web/src/app fills these in (app/shell-slots.tsx), so the layout
 * imports no feature (lint).
 */
export interface ShellSlots {
  /** In the top bar, just before the user menu (the notices bell). */
  navbarWidgets: ReactNode;
  /** The user menu's "About" dialog; the app passes a lazyOnDemand component, so its code loads when first opened. */
  AboutDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}
