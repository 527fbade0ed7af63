import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TitleSource } from './route-tree';

/**
 * Translation key of a menu code: `menu.config` and `config` both mean `layout:menu.config`; `ns:key` is used as is,
 * except a screen's own title `<feature>:menu.title`, which the shell holds as `layout:menu.<feature>`.
 */
export function menuTitleKey(code: string): string {
  if (code.includes(':')) {
    const screen = /^([A-Za-z0-9]+):menu\.title$/.exec(code);
    return screen ? `layout:menu.${screen[1]}` : code;
  }
  return `layout:${code.startsWith('menu.') ? code : `menu.${code}`}`;
}

/**
 * A menu or tab title: the translation of its code when there is one, else the title the server sent. The shell's key
 * comes first (the layout, tabs and breadcrumb are drawn before any screen's translations load, lib/locale-parts.ts),
 * then the code itself (a screen namespace, once loaded).
 */
export function routeTitle(t: TFunction, source: TitleSource): string {
  if (!source.code) return source.title;
  const keys = [...new Set([menuTitleKey(source.code), source.code.includes(':') ? source.code : menuTitleKey(source.code)])];
  const text = t(keys, { defaultValue: '' });
  return typeof text === 'string' && text ? text : source.title;
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
