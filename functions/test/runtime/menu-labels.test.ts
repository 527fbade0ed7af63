/**
 * Every built-in menu is named in the user's language wherever the SPA names menus (the role dialog's permission tree,
 * the Menus list and its parent choice, the sidebar): each seeded code, through the web's one label function
 * (web/src/lib/menu-label.ts), gives that language's text, not the English name stored with the menu. The codes stay
 * as seeded (existing databases keep them); the label function maps them to keys that exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@aed/shared/constants/limits';
import { SEED_MENUS } from '../../src/seed/seed-data';
import { menuLabel } from '../../../web/src/lib/menu-label';

const LOCALES = new URL('../../../web/src/locales/', import.meta.url);

/** One language's namespaces as the SPA builds them (web/src/lib/i18n.ts `namespacesOf`: `<ns>.<part>.json` merges into `<ns>`). */
function namespaces(lng: string): Record<string, object> {
  const out: Record<string, object> = {};
  for (const file of readdirSync(new URL(`${lng}/`, LOCALES)).filter((f) => f.endsWith('.json'))) {
    const ns = file.split('.')[0]!;
    out[ns] = { ...out[ns], ...(JSON.parse(readFileSync(new URL(`${lng}/${file}`, LOCALES), 'utf8')) as object) };
  }
  return out;
}

const i18n = i18next.createInstance();
await i18n.init({ resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, namespaces(lng)])), lng: 'en', fallbackLng: false, initAsync: false });

/** Words the same in English and the language (checked by hand, not by this test). */
const SAME_IN = new Set(['fr Menus']);

describe('built-in menu labels', () => {
  it('seeds buttons under their screens (63 built-in buttons with `menu.<screen>.<button>` codes)', () => {
    expect(SEED_MENUS.filter((m) => /^menu\.[a-zA-Z]+\.[a-zA-Z]+$/.test(m.code))).toHaveLength(63);
  });

  it('names every seeded menu in English from its code', () => {
    const t = i18n.getFixedT('en');
    const missing = SEED_MENUS.filter((m) => menuLabel(t, m.code, '') === '').map((m) => m.code);
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES.filter((lng) => lng !== 'en'))('names every seeded menu in %s, not in English', (lng) => {
    const t = i18n.getFixedT(lng);
    const english = i18n.getFixedT('en');
    const untranslated = SEED_MENUS.map((m) => ({ code: m.code, text: menuLabel(t, m.code, m.menuName), en: menuLabel(english, m.code, m.menuName) }))
      .filter(({ text, en }) => (text === en || !text.trim()) && !SAME_IN.has(`${lng} ${text}`))
      .map(({ code, text }) => `${code}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});
