import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Every mail is recorded in the outbox (decision 0046): only domain/mail/mail-delivery.ts calls the senders. */
const ONE_MAIL_PATH = {
  group: ['**/mail/send-mail', '**/mail/smtp-send'],
  message: 'Send mail with deliverMail (functions/src/domain/mail/mail-delivery.ts): it picks the server and records the mail in the outbox.',
};

/** Every transaction goes through writeTransaction, whose refusals name the parts that refused (never positions). */
const TRANSACTIONS_BY_NAMED_PARTS = {
  name: 'electrodb',
  importNames: ['Service', 'createWriteTransaction', 'createGetTransaction'],
  message: 'Write transactions with writeTransaction (functions/src/data/access/transactions.ts): each item names its part, and a refusal is reported by those names.',
};

/** `import * as z` lets esbuild drop what is unused (every locale of zod otherwise lands in each Lambda). */
const ZOD_AS_NAMESPACE = { selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']", message: "Use `import * as z from 'zod'` (tree-shakable)." };

/** A query is described once, by its queryOptions factory, which the loader and the component share. */
const QUERY_FROM_FACTORY = {
  selector: "CallExpression[callee.name=/^use(Suspense)?Query$/] > ObjectExpression.arguments:not(:has(> SpreadElement))",
  message: 'Describe the query in a queryOptions factory (`xQuery(...)`) and call useQuery(xQuery(...)); add only options such as `enabled` by spreading it.',
};

/** The SPA never reaches into server code. */
const WEB_ONLY_SHARED = { group: ['@aed/functions*', '@aed/infra*', '**/functions/**', '**/infra/**'], message: 'web may import only from shared.' };

/*
 * The SPA's folders (docs/architecture.md, bulletproof-react): imports flow one way, shared (web/src/components, lib,
 * api, test...) -> features -> app. A feature imports no other feature and nothing of app/; a shared folder imports no
 * feature and nothing of app/; only app/ composes features. Every web import is relative, so where an import lands
 * follows from how many folders the file sits below web/src: one block per depth (read from the folders there, so a
 * new feature or a deeper folder is covered without editing this file). A feature importing itself by climbing out to
 * web/src/features and back in is refused too: stay inside it (`../api/...`).
 */
const WEB_SRC = fileURLToPath(new URL('./web/src/', import.meta.url));

/** How many folders below `dir` the deepest one sits (web/src/features/user/components: 3). */
function folderDepth(dir) {
  const children = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return children.reduce((deepest, entry) => Math.max(deepest, 1 + folderDepth(path.join(dir, entry.name))), 0);
}

/** An import source that climbs exactly `levels` folders and then names one of `folder` (a regex alternative). */
const climbsTo = (levels, folder) => `^(?:\\.\\./){${levels}}(?:${folder})(?:/|$)`;

const ANOTHER_FEATURE =
  'A feature imports no other feature: move what several use to web/src/api (queries) or web/src/components (widgets), or let web/src/app compose them (a prop or slot).';
const NOTHING_OF_APP = 'Only web/src/app composes the screens: features and shared folders import nothing from it (move what is shared to lib/ or components/).';
const NO_FEATURE_IN_SHARED = 'Shared folders (components, lib, api, test...) import no feature: let web/src/app pass it in (a prop or slot), or move it down here.';

/** `import()` is not an import declaration: no-restricted-imports does not see it. The same sources, as selectors. */
const dynamicImportsOf = (patterns) =>
  patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }));

/** The import rules of the web files `depth` folders below web/src (web/src/lib/x.ts: 1). */
function webLayerBlocks(depth) {
  // climbing `depth` folders lands in web/src
  const shared = [
    { regex: climbsTo(depth, 'features'), message: NO_FEATURE_IN_SHARED },
    { regex: climbsTo(depth, 'app'), message: NOTHING_OF_APP },
  ];
  const blocks = [
    {
      files: [`web/src/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      ignores: ['web/src/features/**', 'web/src/app/**'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [WEB_ONLY_SHARED, ...shared] }],
        'no-restricted-syntax': ['error', ZOD_AS_NAMESPACE, QUERY_FROM_FACTORY, ...dynamicImportsOf(shared)],
      },
    },
  ];
  if (depth >= 2) {
    // web/src/features/<f>/...: climbing depth - 1 folders lands in web/src/features, where any folder is a feature
    const feature = [
      { regex: `^(?:\\.\\./){${depth - 1}}[^./]`, message: ANOTHER_FEATURE },
      { regex: climbsTo(depth, 'features'), message: ANOTHER_FEATURE },
      { regex: climbsTo(depth, 'app'), message: NOTHING_OF_APP },
    ];
    blocks.push({
      files: [`web/src/features/*/${'*/'.repeat(depth - 2)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [WEB_ONLY_SHARED, ...feature] }],
        'no-restricted-syntax': ['error', ZOD_AS_NAMESPACE, QUERY_FROM_FACTORY, ...dynamicImportsOf(feature)],
      },
    });
  }
  return blocks;
}

const WEB_LAYERS = Array.from({ length: folderDepth(WEB_SRC) }, (_, i) => webLayerBlocks(i + 1)).flat();

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-tw/**', 'cdk.out/**', '.data/**', 'web/src/routeTree.gen.ts', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ZOD_AS_NAMESPACE],
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
      'no-restricted-imports': ['error', { patterns: [WEB_ONLY_SHARED] }],
      'no-restricted-syntax': ['error', ZOD_AS_NAMESPACE, QUERY_FROM_FACTORY],
    },
  },
  // Each block names every restriction of its files (a later block replaces a rule's options, it does not add to them).
  ...WEB_LAYERS,
  // Layers of functions/src (docs/architecture.md): routes -> domain -> data. Each block names every restriction of its
  // files: a later block matching the same file replaces the rule's options, it does not add to them.
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/**', 'functions/src/domain/**', 'functions/src/mail/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ONLY_DATA_TOUCHES_ELECTRODB, ONE_MAIL_PATH] }] },
  },
  {
    files: ['functions/src/mail/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ONLY_DATA_TOUCHES_ELECTRODB] }] },
  },
  {
    files: ['functions/src/domain/**/*.ts'],
    ignores: ['functions/src/domain/mail/mail-delivery.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ONLY_DATA_TOUCHES_ELECTRODB, DOMAIN_BELOW_HTTP, ONE_MAIL_PATH] }] },
  },
  {
    files: ['functions/src/domain/mail/mail-delivery.ts'],
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
