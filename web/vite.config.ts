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
        codeSplitting: {
          groups: [
            // Each language's translations in two chunks, its shell and its screens part (src/lib/locale-parts.ts): the
            // part's module (build/locale-part-modules.ts) and its files.
            {
              name: (id) => {
                const file = localeFileOf(id) ?? localePartOf(id);
                return file ? `locale-${file.language}-${file.part}` : null;
              },
              test: /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$|^\0virtual:locale-part\//,
            },
            // The libraries every page runs before it draws anything, in one chunk: split by the screens that share
            // them, they were ~20 chunks of the first pages, each compressed on its own (docs/decisions/0037).
            { name: 'vendor', test: EVERY_PAGE_LIBRARIES },
            { name: 'dialog', test: (id) => /(@zag-js[\\/](dialog|focus-trap|aria-hidden|remove-scroll)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]dialog[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]dialog[\\/])/.test(id) && !/anatomy/.test(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
