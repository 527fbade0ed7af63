import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  {
    // Only the data layer touches ElectroDB (style rule of the project).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/**', 'functions/src/jobs/**', 'functions/src/iot/**', 'functions/src/seed/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['electrodb', '**/data/entities/*'], allowTypeImports: true, message: 'Use a named access function in functions/src/data/access.' }] },
      ],
    },
  },
);
