/**
 * i18next set-up (spec sections 1 and 9): en (default), fr, zh-CN, zh-TW; the choice is kept in the `language`
 * cookie for 30 days. The Taiwan-only build (VITE_TW_ONLY=true) offers and forces zh-TW.
 * Only the active language is loaded, in three parts (lib/locale-parts.ts, one chunk each): the shell before the first
 * render (`i18nReady`: no keys flash), the login part with the login and reset-password pages (`loadLoginTranslations`
 * in their routes' loaders), the screens part with the first screen beyond the shell (`loadScreenTranslations`).
 * `changeLanguage` loads the next language's parts (those wanted so far) before switching to it. Every
 * `locales/<lng>/*.json` is found by a glob (web/build/locale-part-modules.ts), so a feature adds a namespace just by
 * adding files. The fallback language
 * is not loaded beside another one: every language has every key (locales.test.ts).
 * `<namespace>.<part>.json` merges its top-level keys into `<namespace>`: each feature keeps its error texts in
 * `errors.<feature>.json` instead of everyone editing one file.
 * Keys are nested objects with the default '.' separator; the `errors` namespace nests error codes the same way
 * (`auth.captchaWrong` is `{ "auth": { "captchaWrong": ... } }`).
 */
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import { COOKIES, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, LIMITS, type Language } from '@aed/shared/constants/limits';
import { SHELL_LOCALE_FILES, type LocalePart } from './locale-parts';

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

/** A language's translation files by path (`../locales/en/errors.user.json`: its parsed JSON). */
type LanguageFiles = Record<string, unknown>;

/**
 * Each language part's files, one module each (web/build/locale-part-modules.ts finds the files): one loader per part,
 * not one per file, on every page.
 */
const PART_LOADERS: Record<Language, Record<LocalePart, () => Promise<{ default: LanguageFiles }>>> = {
  en: {
    shell: () => import('virtual:locale-part/en/shell'),
    login: () => import('virtual:locale-part/en/login'),
    screens: () => import('virtual:locale-part/en/screens'),
  },
  fr: {
    shell: () => import('virtual:locale-part/fr/shell'),
    login: () => import('virtual:locale-part/fr/login'),
    screens: () => import('virtual:locale-part/fr/screens'),
  },
  'zh-CN': {
    shell: () => import('virtual:locale-part/zh-CN/shell'),
    login: () => import('virtual:locale-part/zh-CN/login'),
    screens: () => import('virtual:locale-part/zh-CN/screens'),
  },
  'zh-TW': {
    shell: () => import('virtual:locale-part/zh-TW/shell'),
    login: () => import('virtual:locale-part/zh-TW/login'),
    screens: () => import('virtual:locale-part/zh-TW/screens'),
  },
};

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

/** Adds (merges) a language's namespaces to i18next (tests add every file at once, web/src/test/setup.ts). */
export function addLanguage(lng: string, files: LanguageFiles): void {
  for (const [ns, bundle] of Object.entries(namespacesOf(files))) i18next.addResourceBundle(lng, ns, bundle, true, true);
}

const SHELL_NAMESPACES = new Set(SHELL_LOCALE_FILES.map((file) => file.split('.')[0]));

/**
 * Whether a part is in: the shell when every shell namespace is, the login part when `auth` has its `login` texts
 * (auth.login.json), the screens part when any other namespace is (the screens part only adds `errors.<feature>` and
 * `<namespace>.screens` files to a shell namespace).
 */
function partLoaded(lng: string, part: LocalePart): boolean {
  if (part === 'shell') return [...SHELL_NAMESPACES].every((ns) => i18next.hasResourceBundle(lng, ns));
  if (part === 'login') return i18next.getResource(lng, 'auth', 'login') !== undefined;
  return Object.keys(i18next.store.data[lng] ?? {}).some((ns) => !SHELL_NAMESPACES.has(ns));
}

/** Loads in flight, so two callers of one part share one request (a failed load is tried again next time). */
const loading = new Map<string, Promise<void>>();
/** The parts wanted: the shell, and the login or screens part once a page needed it (every language then loads it). */
const wanted = new Set<LocalePart>(['shell']);

function loadPart(lng: Language, part: LocalePart): Promise<void> {
  if (partLoaded(lng, part)) return Promise.resolve();
  const key = `${lng}|${part}`;
  let load = loading.get(key);
  if (!load) {
    const loader = PART_LOADERS[lng]?.[part];
    if (!loader) return Promise.reject(new Error(`no translations for ${lng}`));
    load = loader()
      .then((files) => addLanguage(lng, files.default))
      .finally(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** Loads what a language needs now: its shell part, and its login and screens parts once they were wanted. */
export function loadLanguage(lng: Language): Promise<void> {
  return Promise.all([...wanted].map((part) => loadPart(lng, part))).then(() => undefined);
}

/** Loads the screens part of the active language (and of any language switched to later). */
export function loadScreenTranslations(): Promise<void> {
  wanted.add('screens');
  return loadLanguage(currentLanguage());
}

/** Loads the login part of the active language (and of any language switched to later): the login and reset pages. */
export function loadLoginTranslations(): Promise<void> {
  wanted.add('login');
  return loadLanguage(currentLanguage());
}

export { isLanguage };

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

