/**
 * Every screen of the seeded menu tree can be reached and read: its component is a view the SPA registers (else the
 * menu would open the 404 page), and the title of every directory and screen exists in the four languages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@aed/shared/constants/limits';
import { SEED_MENUS } from '../../src/seed/seed-data';

const web = (file: string) => readFileSync(new URL(`../../../web/src/${file}`, import.meta.url), 'utf8');
/** The web's exceptions to "a screen `a/b/index` is at `/a/b`" (view-registry.ts `SCREEN_PATHS`): its 403 page relies on them. */
const screenPaths = new Map([...web('app/view-registry.ts').matchAll(/^\s*'([^']+)':\s*'([^']+)',$/gm)].map((m) => [m[1]!, m[2]!]));
const registered = new Set([...web('app/view-registry.ts').matchAll(/^\s*'([^']+)':\s*lazy\(/gm)].map((m) => m[1]));

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);
/** `ns:key` names a key of `<ns>.json`; a bare `menu.*` key is in `layout.json`. */
function title(lng: string, code: string): unknown {
  const [ns, key] = code.includes(':') ? code.split(':') : ['layout', code];
  return lookup(JSON.parse(web(`locales/${lng}/${ns}.json`)) as Tree, key!);
}

describe('seeded menus and the SPA', () => {
  const screens = SEED_MENUS.filter((m) => m.menuType === 'C');

  it('registers a view for the component of every seeded screen', () => {
    expect(registered.size).toBeGreaterThan(10);
    expect(screens.length).toBeGreaterThan(10);
    expect(screens.filter((m) => !m.component || !registered.has(m.component)).map((m) => `${m.menuId} ${m.component}`)).toEqual([]);
  });

  it('puts every seeded screen where the SPA expects it (a forbidden screen shows the 403 page, not the 404)', () => {
    const byId = new Map(SEED_MENUS.map((m) => [m.menuId, m]));
    const fullPath = (menuId: number): string => {
      const menu = byId.get(menuId)!;
      const path = menu.path ?? '';
      if (path.startsWith('/')) return path;
      return `${menu.parentId === 0 ? '' : fullPath(menu.parentId)}/${path}`;
    };
    expect(screenPaths.size).toBeGreaterThan(0);
    const misplaced = screens
      .map((m) => ({ m, expected: screenPaths.get(m.component!) ?? `/${m.component!.replace(/\/index$/, '')}`, actual: fullPath(m.menuId) }))
      .filter(({ expected, actual }) => expected !== actual)
      .map(({ m, expected, actual }) => `${m.menuId} ${m.component}: at ${actual}, the SPA expects ${expected}`);
    expect(misplaced).toEqual([]);
  });

  it('translates the title of every seeded directory and screen in the four languages', () => {
    const missing = SEED_MENUS.filter((m) => m.menuType !== 'F').flatMap((m) =>
      LANGUAGES.filter((lng) => typeof title(lng, m.code) !== 'string' || !(title(lng, m.code) as string).trim()).map((lng) => `${lng} ${m.code}`),
    );
    expect(missing).toEqual([]);
  });

  it('guards every screen and button with a permission identifier (directories lead to guarded screens)', () => {
    expect(SEED_MENUS.filter((m) => m.menuType !== 'M' && !m.perms).map((m) => `${m.menuId} ${m.menuName}`)).toEqual([]);
  });
});
