/**
 * A menu's title in the user's language, from its translation code (`menu.code`), else the name stored with it. One
 * function for every place that names a menu: the sidebar, tabs and breadcrumb (lib/route-title.ts), the Menus list
 * and its parent-menu choice, the role dialog's permission tree.
 * Codes (the stored ones stay as they are, databases keep them):
 * - `menu.<screen>` (or `<screen>`): `layout:menu.<screen>`, a directory or screen;
 * - `menu.<screen>.<button>`: a built-in button; `layout:menu.<screen>` is the screen's title (a string), so the
 *   button's title is `layout:menuButton.<screen>.<button>` (layout.screens.json: only screens show buttons);
 * - `<ns>:menu.title`: a feature screen, whose title the shell holds as `layout:menu.<ns>`; any other `<ns>:<key>` as is.
 * Pure (no React): server-side tests check every seeded code through it.
 */
import type { TFunction } from 'i18next';

const BUTTON_CODE = /^menu\.([A-Za-z0-9]+)\.([A-Za-z0-9]+)$/;
const FEATURE_SCREEN_CODE = /^([A-Za-z0-9]+):menu\.title$/;

/** Translation key of a menu code (see the header). */
export function menuTitleKey(code: string): string {
  if (code.includes(':')) {
    const screen = FEATURE_SCREEN_CODE.exec(code);
    return screen ? `layout:menu.${screen[1]}` : code;
  }
  const button = BUTTON_CODE.exec(code);
  if (button) return `layout:menuButton.${button[1]}.${button[2]}`;
  return `layout:${code.startsWith('menu.') ? code : `menu.${code}`}`;
}

/**
 * The translation of `code` when there is one, else `name` (a menu added by hand, a code no language knows). A feature
 * screen's title is looked up in the shell first (drawn before the screens' translations load), then in its namespace.
 */
export function menuLabel(t: TFunction, code: string | undefined, name: string): string {
  if (!code) return name;
  const keys = [...new Set([menuTitleKey(code), code.includes(':') ? code : menuTitleKey(code)])];
  const text = t(keys, { defaultValue: '' });
  return typeof text === 'string' && text ? text : name;
}
