import type { TFunction } from 'i18next';
import type { TitleSource } from './route-tree';

/** Translation key of a menu code: `menu.config` and `config` both mean `layout:menu.config`; `ns:key` is used as is. */
export function menuTitleKey(code: string): string {
  if (code.includes(':')) return code;
  return `layout:${code.startsWith('menu.') ? code : `menu.${code}`}`;
}

/** A menu or tab title: the translation of its code when there is one, else the title the server sent. */
export function routeTitle(t: TFunction, source: TitleSource): string {
  if (!source.code) return source.title;
  const text = t(menuTitleKey(source.code), { defaultValue: '' });
  return typeof text === 'string' && text ? text : source.title;
}
