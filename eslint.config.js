import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Only functions/src/data touches ElectroDB: everything else calls a named access function (item types may be imported). */
const ONLY_DATA_TOUCHES_ELECTRODB = {
  group: ['electrodb', '**/data/entities/*'],
  allowTypeImports: true,
  message: 'Only functions/src/data touches ElectroDB: use (or add) a named access function in functions/src/data/access.',
};

/** The data layer is the bottom of functions/src: it may use lib utilities (app-error, time, env) and shared, nothing above it. */
const DATA_IS_THE_BOTTOM_LAYER = {
  regex: '^(\\.\\./)+(domain|routes|middleware)(/|$)|^(\\.\\./)+lib/define-handler$',
  message: 'functions/src/data must not import domain/, routes/, middleware/ or lib/define-handler: move what it needs down (lib/ or data/) or pass it in.',
};

/** Business rules know nothing of HTTP: handlers call the domain, never the other way round. */
const DOMAIN_BELOW_HTTP = {
  regex: '^(\\.\\./)+(routes|middleware)(/|$)',
  message: 'functions/src/domain must not import routes/ or middleware/: let the handler pass in what the domain needs (e.g. the route table).',
};

/** Every transaction goes through writeTransaction, whose refusals name the parts that refused (never positions). */
const TRANSACTIONS_BY_NAMED_PARTS = {
  name: 'electrodb',
  importNames: ['Service', 'createWriteTransaction', 'createGetTransaction'],
  message: 'Write transactions with writeTransaction (functions/src/data/access/transactions.ts): each item names its part, and a refusal is reported by those names.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-tw/**', 'cdk.out/**', '.data/**', 'web/src/routeTree.gen.ts', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // `import * as z` lets esbuild drop what is unused (every locale of zod otherwise lands in each Lambda).
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']", message: "Use `import * as z from 'zod'` (tree-shakable)." },
      ],
    },
  },
  {
    // shared is the bottom layer: it must import nothing from the tiers that use it.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@aed/functions*', '@aed/web*', '@aed/infra*', '**/functions/**', '**/web/**', '**/infra/**'], message: 'shared must not import from functions, web or infra.' }] },
      ],
    },
  },
  {
    // The SPA never reaches into server code.
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aed/functions*', '@aed/infra*', '**/functions/**', '**/infra/**'], message: 'web may import only from shared.' }] }],
    },
  },
  // Layers of functions/src (docs/architecture.md): routes -> domain -> data. Each block names every restriction of its
  // files: a later block matching the same file replaces the rule's options, it does not add to them.
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/**', 'functions/src/domain/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ONLY_DATA_TOUCHES_ELECTRODB] }] },
  },
  {
    files: ['functions/src/domain/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ONLY_DATA_TOUCHES_ELECTRODB, DOMAIN_BELOW_HTTP] }] },
  },
  {
    files: ['functions/src/data/**/*.ts'],
    ignores: ['functions/src/data/access/transactions.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [TRANSACTIONS_BY_NAMED_PARTS], patterns: [DATA_IS_THE_BOTTOM_LAYER, { group: ['**/transaction-refusal'], message: TRANSACTIONS_BY_NAMED_PARTS.message }] },
      ],
    },
  },
  {
    files: ['functions/src/data/access/transactions.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [DATA_IS_THE_BOTTOM_LAYER] }] },
  },
);
