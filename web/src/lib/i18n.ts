/**
 * i18next set-up (spec sections 1 and 9): en (default), fr, zh-CN, zh-TW; the choice is kept in the `language`
 * cookie for 30 days. The Taiwan-only build (VITE_TW_ONLY=true) offers and forces zh-TW.
 * Every `locales/<lng>/<namespace>.json` is loaded eagerly, so a feature adds a namespace just by adding files.
 * `<namespace>.<part>.json` merges its top-level keys into `<namespace>`: each feature keeps its error texts in
 * `errors.<feature>.json` instead of everyone editing one file.
 * Keys are nested objects with the default '.' separator; the `errors` namespace nests error codes the same way
 * (`auth.captchaWrong` is `{ "auth": { "captchaWrong": ... } }`).
 */
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
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

const modules = import.meta.glob<{ default: ResourceLanguage[string] }>('../locales/*/*.json', { eager: true });

/** `{ en: { common: {...}, errors: {...} }, fr: {...} }` from the JSON files. */
export function buildResources(files: Record<string, { default: ResourceLanguage[string] }> = modules): Resource {
  const resources: Resource = {};
  for (const [path, mod] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, file] = match;
    const ns = file.split('.')[0];
    resources[lng] ??= {};
    resources[lng][ns] = { ...(resources[lng][ns] as object | undefined), ...(mod.default as object) };
  }
  return resources;
}

export const resources = buildResources();
export const NAMESPACES = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];

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

void i18next.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: TW_ONLY ? 'zh-TW' : DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  ns: NAMESPACES,
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});
applyHtmlLang(i18next.language);

/** Switches the UI language and remembers it (ignored by the Taiwan-only build). */
export async function changeLanguage(lng: Language): Promise<void> {
  const next = TW_ONLY ? 'zh-TW' : lng;
  Cookies.set(COOKIES.language, next, { expires: LIMITS.languageCookieDays, sameSite: 'strict' });
  await i18next.changeLanguage(next);
}

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

export { i18next as i18n };
