import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Resolve `include` against infra/ whether run from the repo root or as a workspace project.
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Synthesizing the app (in beforeAll hooks too) takes seconds, more under a parallel run.
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts'],
    testTimeout: 120000,
    hookTimeout: 120000,
    globalSetup: ['test/support/global-setup.ts'],
  },
});
