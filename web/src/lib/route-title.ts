import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TitleSource } from './route-tree';
import { menuLabel } from './menu-label';

export { menuTitleKey } from './menu-label';

/** A menu or tab title: the translation of its code when there is one, else the title the server sent (lib/menu-label.ts). */
export function routeTitle(t: TFunction, source: TitleSource): string {
  return menuLabel(t, source.code, source.title);
}

/**
 * Titles of menus, tabs and breadcrumbs in the active language: the component draws again when the language changes
 * and when translations arrive (the screens part loads after the shell), so no title stays in the server's language.
 */
export function useRouteTitle(): (source: TitleSource) => string {
  const { t, i18n } = useTranslation();
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const added = () => setRevision((r) => r + 1);
    i18n.store.on('added', added);
    return () => i18n.store.off('added', added);
  }, [i18n]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `revision`: new translations give new titles
  return useCallback((source: TitleSource) => routeTitle(t, source), [t, revision]);
}
