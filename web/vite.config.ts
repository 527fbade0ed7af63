import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { dropRouteSchemasPlugin } from './build/drop-route-schemas.ts';
import { localePartModulesPlugin, localePartOf } from './build/locale-part-modules.ts';
import { splitIconsPlugin } from './build/split-icons.ts';
import { localeFileOf } from './src/lib/locale-parts.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * What every page runs before it draws: React, the router, the query client, i18next, emotion, react-icons' base and
 * Chakra's styled system with its top-level helpers (not its barrel `index.js`, components or recipes: screens differ).
 */
const EVERY_PAGE_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|react-is|hoist-non-react-statics|@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query)|i18next|react-i18next|@emotion[\\/][^\\/]+|stylis|js-cookie|@pandacss[\\/]is-valid-prop|react-icons[\\/]lib|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|utils))[\\/]|[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?!index\.js$)[^\\/]+\.js$/;

/** Chunks that keep their name in their file name (test/e2e/42 and 43 and the bench find them by it). */
const NAMED_CHUNKS = /^(locale-.+|vendor|first-pages|layout|dialog|rolldown-runtime|theme-recipes-all|user-menu-list|size-menu|notice-bell-list|tags-context-menu|settings-drawer|sidebar-drawer|sidebar-flyout|toast-list|about-dialog|logout-dialog)$/;

/**
 * Parts of those libraries only one screen uses: useQueries (the region tree); the non-shim selector store of
 * react-redux, which only the IoT data chart (recharts) runs. The query packages' barrels stay out too, or the vendor
 * group would take in everything they re-export.
 */
const ONE_SCREEN_LIBRARY_PARTS =
  /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](index|useQueries|useSuspenseQueries|queriesObserver)\.js$|use-sync-external-store[\\/](with-selector\.js|cjs[\\/]use-sync-external-store-with-selector\.[a-z]+\.js)$/;

/**
 * The small modules both first pages load besides those libraries, the login page and the layout with the dashboard
 * (docs/decisions/0037): Chakra's components both draw and the shell's recipes (src/lib/theme-recipes.ts), Ark's field
 * under the native select with its base, the app's translations loader, API client and language picker, and Vite's
 * preload helper. Left to the bundler they were ~25 chunks of each page, each shared by a different set of screens and
 * compressed alone. Only what both pages load belongs here: anything else would come down on a page that does not use
 * it (test/load/bench.ts part b prints each page's scripts).
 */
const FIRST_PAGES_MODULES = [
  /\/node_modules\/@chakra-ui\/react\/dist\/esm\/components\/(absolute-center\/absolute-center|(box|heading|span|text)\/index|button\/(button|icon-button)|card\/card|flex\/flex|icon\/icon|image\/image|loader\/loader|native-select\/native-select|spinner\/spinner|stack\/(stack|get-separator-style)|icons)\.js$/,
  /\/node_modules\/@chakra-ui\/react\/dist\/esm\/theme\/recipes\/(avatar|badge|breadcrumb|button|card|checkbox|checkmark|field|heading|icon|input|link|native-select|select|skeleton|spinner|stat)\.js$/,
  /\/node_modules\/(@zag-js\/(avatar|checkbox)\/dist\/[^/]+\.anatomy\.mjs|@ark-ui\/react\/dist\/components\/checkbox\/checkbox\.anatomy\.js)$/,
  /\/node_modules\/@ark-ui\/react\/dist\/(components\/(factory\.js|field\/|fieldset\/use-fieldset-context\.js)|utils\/(create-context|compose-refs|create-split-props|use-safe-layout-effect)\.js|providers\/environment\/|_virtual\/)/,
  /\/node_modules\/@zag-js\/(core\/dist\/merge-props|dom-query\/dist\/(node|computed-style|shared)|utils\/dist\/(guard|functions|object|warning)|auto-resize\/dist\/autoresize-textarea)\.mjs$/,
  /\/web\/src\/(lib\/(i18n|locale-parts|api-client|create-store|format|theme-recipes)\.ts|components\/ui\/lang-select\.tsx|assets\/logo\.svg)$/,
  /\/shared\/src\/(constants\/(limits|password-status)|api\/route|routes\/(auth|profile)\.routes)\.ts$/,
  /^\0vite\/preload-helper\.js$/,
];
const isFirstPagesModule = (id: string) => FIRST_PAGES_MODULES.some((pattern) => pattern.test(id.replace(/\\/g, '/')));

/**
 * The modules of the layout (the `_auth` route's component) that other screens share, and the icons they draw: left
 * to the bundler they were ~20 chunks of the first screen after login. Every screen beyond the login page is in the
 * layout, so none loads them without it; the widgets the layout loads on first use (src/lib/on-demand.ts) stay apart.
 */
const LAYOUT_MODULES = [
  /\/web\/src\/app\/(routes\/_auth\.tsx\?tsr-split=component|shell-slots\.tsx)$/,
  /\/web\/src\/components\/layout\/(app-layout|navbar|sidebar|sidebar-menu|tags-view|user-menu|size-select|online-count|app-breadcrumb|use-current-view)\.tsx?$/,
  /\/web\/src\/components\/ui\/(on-demand-trigger|menu-icon|app-link)\.tsx$/,
  /\/web\/src\/features\/notice\/(components\/notice-bell|api\/(get-published-notices|notice-keys))\.tsx?$/,
  /\/web\/src\/features\/message\/(components\/message-indicator|api\/(get-unread-count|message-keys))\.tsx?$/,
  /\/web\/src\/lib\/(permission|route-tree|route-title|menu-label|api-image)\.ts$/,
  /\/shared\/src\/(permissions\/grants|routes\/(common|notice|message)\.routes)\.ts$/,
  /\/node_modules\/@chakra-ui\/react\/dist\/esm\/components\/(breadcrumb\/breadcrumb|float\/float|spacer\/spacer|wrap\/wrap|grid\/grid|badge\/badge)\.js$/,
];
const isLayoutModule = (id: string) => LAYOUT_MODULES.some((pattern) => pattern.test(id.replace(/\\/g, '/')));
/** An icon's module (build/split-icons.ts) goes with the layout when a layout module draws it. */
const isIconModule = (id: string) => id.startsWith('\0virtual:react-icons/');

export default defineConfig({
  root: here('.'),
  plugins: [
    // The router plugin must come before react(): it generates the route tree and splits route components.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('./src/app/routes'),
      generatedRouteTree: here('./src/app/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    dropRouteSchemasPlugin(),
    splitIconsPlugin(),
    localePartModulesPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/prod-api': { target: 'http://localhost:8080', changeOrigin: true },
      '/.well-known': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: {
        // Building a zod schema has no effect but the schema: one nobody reads is left out (with the route schemas
        // dropped, build/drop-route-schemas.ts, a page that only calls routes carries no zod). Chakra's defineConfig
        // only returns its argument: its default theme config (every recipe) goes unless used (src/lib/theme-recipes.ts).
        manualPureFunctions: ['z', 'defineConfig'],
        // Shared modules only declare (schemas, constants, route objects): importing one does nothing by itself.
        moduleSideEffects: [{ test: /\/shared\/src\//, sideEffects: false }],
      },
      output: {
        // Every page's dependency map names the chunks its lazy screens and widgets need: named by their hash alone,
        // those names cost the first screen several hundred bytes less (decision 0037). The chunks the tests and the
        // bench tell apart by name keep it (the locale parts, the shared groups, the widgets loaded on demand).
        chunkFileNames: (chunk) => (NAMED_CHUNKS.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        codeSplitting: {
          groups: [
            // Each language's translations in three chunks, its shell, login and screens parts (src/lib/locale-parts.ts):
            // the part's module (build/locale-part-modules.ts) and its files.
            {
              name: (id) => {
                const file = localeFileOf(id) ?? localePartOf(id);
                return file ? `locale-${file.language}-${file.part}` : null;
              },
              test: /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$|^\0virtual:locale-part\//,
            },
            // The libraries every page runs before it draws anything, in one chunk: split by the screens that share
            // them, they were ~20 chunks of the first pages, each compressed on its own (docs/decisions/0037).
            { name: 'vendor', test: (id) => EVERY_PAGE_LIBRARIES.test(id) && !ONE_SCREEN_LIBRARY_PARTS.test(id) },
            // Captured alone: their dependencies are in the chunks above or are loaded by one page only.
            { name: 'first-pages', test: isFirstPagesModule, includeDependenciesRecursively: false },
            {
              name: (id, chunking) => (isLayoutModule(id) || (isIconModule(id) && chunking.getModuleInfo(id)?.importers.some(isLayoutModule)) ? 'layout' : null),
              includeDependenciesRecursively: false,
            },
            { name: 'dialog', test: (id) => /(@zag-js[\\/](dialog|focus-trap|aria-hidden|remove-scroll)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]dialog[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]dialog[\\/])/.test(id) && !/anatomy/.test(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
