import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Handler and domain tests run against a real DynamoDB Local (one server, a fresh table per test file). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'functions',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/global-dynamodb.ts'],
    setupFiles: ['test/setup/per-file-table.ts'],
    testTimeout: 30_000,
    // Some files build two or three tenants in beforeAll through the handlers: a minute on a busy 2-core machine.
    hookTimeout: 120_000,
    env: { CHECK_RESPONSES: '1', PASSWORD_HASH_COST: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
