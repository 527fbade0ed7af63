/**
 * An i18next instance of its own for component tests that render a screen with only the namespaces it reads (English).
 * Each namespace is built from its files as the app builds it (lib/i18n.ts `namespacesOf`: `<namespace>.<part>.json`
 * merges into `<namespace>`), so a key kept in a namespace's other file (`common.screens.json`: pagination and date
 * fields, loaded with the screens part; docs/decisions/0037) reads the same here as in the app. Importing
 * `locales/en/<namespace>.json` alone would miss those keys and show them raw.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespacesOf } from '../lib/i18n';

const englishFiles = import.meta.glob<unknown>('../locales/en/*.json', { eager: true, import: 'default' });
const english = namespacesOf(englishFiles);

/** English namespaces by name, each merged from all its files (throws on a namespace that has none). */
export function englishNamespaces(namespaces: readonly string[]): Record<string, object> {
  return Object.fromEntries(
    namespaces.map((ns) => {
      const bundle = english[ns];
      if (!bundle) throw new Error(`no English translation files for namespace ${ns}`);
      return [ns, bundle as object];
    }),
  );
}

/** A fresh instance in English holding `namespaces` (the first is the default), for react-i18next's provider. */
export async function englishI18n(namespaces: readonly [string, ...string[]]): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: englishNamespaces(namespaces) },
    ns: [...namespaces],
    defaultNS: namespaces[0],
    interpolation: { escapeValue: false },
  });
  return instance;
}
