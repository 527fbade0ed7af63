import Cookies from 'js-cookie';
import { COOKIES, type Language } from '@aed/shared/constants/limits';
import { AVAILABLE_LANGUAGES, TW_ONLY, changeLanguage, currentLanguage, loadScreenTranslations } from './i18n';

/* The public pages' language (decision 0042): apart from i18n.ts so the first pages do not carry it. */
/**
 * The viewer's language from the browser (public pages: the QR maintenance record, decision 0042): zh-TW / zh-HK /
 * zh-Hant as zh-TW, other Chinese as zh-CN, fr-* as fr, else English. Null when none of them matches.
 */
export function browserLanguage(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): Language | null {
  for (const raw of languages) {
    const tag = raw.toLowerCase();
    if (/^zh-(tw|hk|mo)|^zh-hant/.test(tag)) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('en')) return 'en';
  }
  return null;
}

/** Public pages: the language chosen before (cookie), else the browser's, loaded with the screens part. */
export async function loadPublicPageTranslations(): Promise<void> {
  const fromBrowser = TW_ONLY || Cookies.get(COOKIES.language) ? null : browserLanguage();
  await loadScreenTranslations();
  if (fromBrowser && AVAILABLE_LANGUAGES.includes(fromBrowser) && fromBrowser !== currentLanguage()) await changeLanguage(fromBrowser);
}
