/**
 * Test set-up for the web project: DOM APIs jsdom lacks but Chakra/Ark use, every language's translations and every
 * Chakra recipe loaded at once (the app loads them when needed: lib/i18n.ts, lib/theme-recipes.ts), and cleanup
 * between tests. Test files share their modules
 * (web/vitest.config.ts: isolate false), so what a module keeps (the one toaster, the i18n language, the language
 * cookie) is put back after every test as a fresh import would have it.
 */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { toaster } from '../components/ui/toaster';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@aed/shared/constants/limits';
import { addLanguage, i18n } from '../lib/i18n';
import { loadAllRecipes } from '../lib/theme-recipes';

// Tests render at once and switch languages synchronously: every language is in before the first test.
const translationFiles = import.meta.glob<unknown>('../locales/*/*.json', { eager: true, import: 'default' });
for (const lng of LANGUAGES) addLanguage(lng, Object.fromEntries(Object.entries(translationFiles).filter(([path]) => path.includes(`/locales/${lng}/`))));
// Every Chakra recipe too (the app starts with the shell's, lib/theme-recipes.ts).
await loadAllRecipes();

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
// findBy*/waitFor: jsdom renders of Chakra are slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  // jsdom's scrollTo only prints "Not implemented" (the router restores scroll on every navigation); tests that
  // assert scrolling replace it with their own spy.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
  }
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}
