/**
 * i18next set-up (spec sections 1 and 9): en (default), fr, zh-CN, zh-TW; the choice is kept in the `language`
 * cookie for 30 days. The Taiwan-only build (VITE_TW_ONLY=true) offers and forces zh-TW.
 * Only the active language is loaded: each `locales/<lng>/` is one chunk (its index.ts globs every JSON file there,
 * so a feature adds a namespace just by adding files). `i18nReady` resolves once the starting language is in (the
 * app renders after it: no keys flash), and `changeLanguage` loads the next language before switching to it. The
 * fallback language is not loaded beside another one: every language has every key (locales.test.ts).
 * `<namespace>.<part>.json` merges its top-level keys into `<namespace>`: each feature keeps its error texts in
 * `errors.<feature>.json` instead of everyone editing one file.
 * Keys are nested objects with the default '.' separator; the `errors` namespace nests error codes the same way
 * (`auth.captchaWrong` is `{ "auth": { "captchaWrong": ... } }`).
 */
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import { COOKIES, DEFAULT_LANGUAGE, LANGUAGES, LIMITS, type Language } from '@aed/shared/constants/limits';

export const TW_ONLY = import.meta.env.VITE_TW_ONLY === 'true';

/** Languages this build offers. */
export const AVAILABLE_LANGUAGES: readonly Language[] = TW_ONLY ? ['zh-TW'] : LANGUAGES;

/** Each language's name written in that language (language pickers show these). */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

/** A language's translation files by path (`./errors.user.json`: its parsed JSON). */
type LanguageFiles = Record<string, unknown>;

const languageChunks = import.meta.glob<LanguageFiles>('../locales/*/index.ts', { import: 'default' });

/** One language's namespaces from its files: `<namespace>.<part>.json` merges into `<namespace>`. */
export function namespacesOf(files: LanguageFiles): ResourceLanguage {
  const namespaces: ResourceLanguage = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const ns = match[1].split('.')[0];
    namespaces[ns] = { ...(namespaces[ns] as object | undefined), ...(content as object) };
  }
  return namespaces;
}

/** Adds a language's namespaces to i18next (tests add every language at once, web/src/test/setup.ts). */
export function addLanguage(lng: string, files: LanguageFiles): void {
  for (const [ns, bundle] of Object.entries(namespacesOf(files))) i18next.addResourceBundle(lng, ns, bundle, true, true);
}

/** Loads in flight, so two callers of one language share one request. */
const loading = new Map<string, Promise<void>>();

/** Loads a language's chunk unless its translations are in already. */
export function loadLanguage(lng: Language): Promise<void> {
  if (i18next.hasResourceBundle(lng, 'common')) return Promise.resolve();
  const chunk = languageChunks[`../locales/${lng}/index.ts`];
  if (!chunk) return Promise.reject(new Error(`no translations for ${lng}`));
  let load = loading.get(lng);
  if (!load) {
    load = chunk()
      .then((files) => addLanguage(lng, files))
      .finally(() => loading.delete(lng));
    loading.set(lng, load);
  }
  return load;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language to start with: forced zh-TW, else the cookie, else the default. */
export function initialLanguage(): Language {
  if (TW_ONLY) return 'zh-TW';
  const fromCookie = Cookies.get(COOKIES.language);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

function applyHtmlLang(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

i18next.on('languageChanged', applyHtmlLang);

// Resources arrive per language (loadLanguage); init itself is synchronous so `t` exists from the start.
void i18next.use(initReactI18next).init({
  resources: {},
  lng: initialLanguage(),
  fallbackLng: TW_ONLY ? 'zh-TW' : DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});
applyHtmlLang(i18next.language);

/** Resolves once the starting language's translations are in: the app renders after it. */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage());

/** Loads a language, then switches the UI to it and remembers it (the Taiwan-only build stays in zh-TW). */
export async function changeLanguage(lng: Language): Promise<void> {
  const next = TW_ONLY ? 'zh-TW' : lng;
  await loadLanguage(next);
  Cookies.set(COOKIES.language, next, { expires: LIMITS.languageCookieDays, sameSite: 'strict' });
  await i18next.changeLanguage(next);
}

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

export { i18next as i18n };
