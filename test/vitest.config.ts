import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** End-to-end: the product started as `npm start` starts it, driven by Playwright in Debian Chromium. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-platform.ts'],
    // Every test fails on anything the Content-Security-Policy blocked (e2e/csp-guard.ts).
    setupFiles: ['e2e/csp-setup.ts'],
    fileParallelism: false,
    // The files run one after another in one worker; sharing its modules (Playwright, the helpers) spares importing
    // them again for every file. Each file launches its own browser and keeps its state in its own module.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
