import { loadScreenTranslations } from './i18n';
import { loadAllRecipes } from './theme-recipes';

/**
 * What every screen beyond the login page, the layout and the dashboard needs and the first page load does without
 * (docs/decisions/0037): all of Chakra's recipes and the screens part of the translations. Routes to such screens
 * await it in their loader, so a screen never renders before its styles and texts are in.
 */
export function loadScreenAssets(): Promise<void> {
  return Promise.all([loadAllRecipes(), loadScreenTranslations()]).then(() => undefined);
}
