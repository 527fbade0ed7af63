import { defineConfig } from 'vitest/config';
import { localePartModulesPlugin } from './build/locale-part-modules.ts';

export default defineConfig({
  // lib/i18n.ts loads each language part from its module.
  plugins: [localePartModulesPlugin()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Files share their imported modules (Chakra, the router, the locales): importing them anew for each of ~50 files
    // cost more than all the tests. src/test/setup.ts resets what modules keep; stubbed globals are put back.
    isolate: false,
    unstubGlobals: true,
    // Component tests render Chakra dialogs in jsdom: slow when the machine is busy.
    testTimeout: 30_000,
  },
});
