import { loadAllRecipes } from './theme-recipes';

/**
 * What the two public maintenance-record routes (`/deviceInfo`, `/deviceResume`, decision 0042) share besides their
 * page: the code in the URL, and the assets loaded before the page draws (every recipe, the texts in the viewer's
 * language; that language code loads with the pages, not with the first pages: the initial JS budget, decision 0037).
 */
export const publicRecordSearch = (search: Record<string, unknown>): { code: string } => ({ code: typeof search.code === 'string' ? search.code : '' });

export const loadPublicRecordAssets = (): Promise<void> =>
  Promise.all([loadAllRecipes(), import('./public-language').then((m) => m.loadPublicPageTranslations())]).then(() => undefined);
