import { defineConfig } from 'vitest/config';

// Local runs and CI use Node 20 (Lambda runs nodejs24.x): the SDK's Node-version notice is noise in every worker.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** One vitest run covers every tier; `npm test` runs the unit projects, then e2e. */
export default defineConfig({
  test: {
    // Each functions test file has its own table, so files can run side by side on a 2-core machine.
    maxWorkers: 2,
    projects: ['shared/vitest.config.ts', 'functions/vitest.config.ts', 'infra/vitest.config.ts', 'web/vitest.config.ts', 'test/vitest.config.ts'],
  },
});
