import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@aed/shared/constants/limits';
import { LOGIN_LOCALE_FILES, SHELL_LOCALE_FILES } from '../src/lib/locale-parts';
import { localePartModulesPlugin, localePartOf } from './locale-part-modules';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
const filesOf = (lng: string) => readdirSync(path.join(locales, lng)).filter((name) => name.endsWith('.json'));
const parsed = (lng: string, names: string[]) => Object.fromEntries(names.map((name) => [`./${name}`, JSON.parse(readFileSync(path.join(locales, lng, name), 'utf8')) as unknown]));

// The web project's vitest config has the plugin, as the build has: these modules are what the app loads.
const partModules = {
  en: { shell: () => import('virtual:locale-part/en/shell'), login: () => import('virtual:locale-part/en/login'), screens: () => import('virtual:locale-part/en/screens') },
  fr: { shell: () => import('virtual:locale-part/fr/shell'), login: () => import('virtual:locale-part/fr/login'), screens: () => import('virtual:locale-part/fr/screens') },
  'zh-CN': { shell: () => import('virtual:locale-part/zh-CN/shell'), login: () => import('virtual:locale-part/zh-CN/login'), screens: () => import('virtual:locale-part/zh-CN/screens') },
  'zh-TW': { shell: () => import('virtual:locale-part/zh-TW/shell'), login: () => import('virtual:locale-part/zh-TW/login'), screens: () => import('virtual:locale-part/zh-TW/screens') },
};

describe('locale part modules', () => {
  it.each(LANGUAGES)('split %s into the shell files, the login files and every other file, parsed', async (lng) => {
    const all = filesOf(lng);
    const shell = all.filter((name) => SHELL_LOCALE_FILES.includes(name.replace(/\.json$/, '')));
    const login = all.filter((name) => LOGIN_LOCALE_FILES.includes(name.replace(/\.json$/, '')));
    expect(shell).toHaveLength(SHELL_LOCALE_FILES.length);
    expect(login).toHaveLength(LOGIN_LOCALE_FILES.length);
    expect((await partModules[lng].shell()).default).toEqual(parsed(lng, shell));
    expect((await partModules[lng].login()).default).toEqual(parsed(lng, login));
    expect((await partModules[lng].screens()).default).toEqual(parsed(lng, all.filter((name) => !shell.includes(name) && !login.includes(name))));
  });

  it('names the part of a resolved id and refuses anything else', () => {
    expect(localePartOf('\0virtual:locale-part/zh-TW/screens')).toEqual({ language: 'zh-TW', part: 'screens' });
    expect(localePartOf('virtual:locale-part/en/shell')).toBeUndefined();
    const load = localePartModulesPlugin().load as (id: string) => string | null;
    expect(load('/src/main.tsx')).toBeNull();
    expect(() => load('\0virtual:locale-part/en/all')).toThrow(/shell\|login\|screens/);
    expect(() => load('\0virtual:locale-part/../shell')).toThrow(/not a language folder/);
  });
});
