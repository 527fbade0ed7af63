/**
 * One module per language part (src/lib/locale-parts.ts): `virtual:locale-part/<lng>/<part>` exports, as its default,
 * every translation file of that part by path, found by an eager glob (a new file joins its part by being added, in the
 * dev server too). lib/i18n.ts loads each part with one dynamic import of its module: a lazy glob over the files would
 * put a loader per file (188 of them, ~2.8 KB gzipped) on every page (docs/decisions/0037).
 */
import type { Plugin } from 'vite';
import { LOGIN_LOCALE_FILES, SHELL_LOCALE_FILES, type LocalePart } from '../src/lib/locale-parts.ts';

const VIRTUAL = 'virtual:locale-part/';
const RESOLVED = `\0${VIRTUAL}`;

/** The `import.meta.glob` call that finds a language part's files (keyed `./<file>.json`). */
export function partGlob(language: string, part: LocalePart): string {
  if (!/^[\w-]+$/.test(language)) throw new Error(`not a language folder: ${language}`);
  const shell = `./{${SHELL_LOCALE_FILES.join(',')}}.json`;
  const login = `./{${LOGIN_LOCALE_FILES.join(',')}}.json`;
  const patterns = part === 'shell' ? [shell] : part === 'login' ? [login] : ['./*.json', `!${shell}`, `!${login}`];
  return `import.meta.glob(${JSON.stringify(patterns)}, { base: '/src/locales/${language}', eager: true, import: 'default' })`;
}

/** `\0virtual:locale-part/<lng>/<part>` -> its language and part; undefined for any other module id. */
export function localePartOf(id: string): { language: string; part: LocalePart } | undefined {
  if (!id.startsWith(RESOLVED)) return undefined;
  const [language, part] = id.slice(RESOLVED.length).split('/');
  return part === 'shell' || part === 'login' || part === 'screens' ? { language, part } : undefined;
}

export function localePartModulesPlugin(): Plugin {
  return {
    name: 'aed:locale-part-modules',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const target = localePartOf(id);
      if (!target) throw new Error(`${id.slice(1)}: expected ${VIRTUAL}<language>/<shell|login|screens>`);
      return `export default ${partGlob(target.language, target.part)};\n`;
    },
  };
}
