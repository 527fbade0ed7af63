/**
 * The code generator: a pure function from a validated definition to the files of a module in this project's
 * pattern (docs/module-pattern.md). Templates are TypeScript template literals; identifiers come only from the
 * definition's validated names, and every free text (labels) lands in code as a JSON string literal or in JSON
 * locale files, never interpolated raw. See docs/decisions/0011-code-generation.md.
 */
import type { GenFile } from '@aed/shared/schemas/gen';
import { type GenDefinition, namesOf } from './gen-model';
import { errorsFile, exportLabelsFile, routesFile, schemaFile } from './templates-shared';
import { accessFile, entityFile, exportFile, handlerFiles, menusFile, queriesFile, serviceFile } from './templates-server';
import { dialogFile, pageFile, pageTestFile, tableFile, webApiFiles } from './templates-web';
import { localeFiles } from './templates-locales';

/** One line to add to a shared registry file: `insert` goes right after `anchor`. */
export interface RegistryEdit {
  path: string;
  anchor: string;
  insert: string;
}

export interface GeneratedModule {
  files: GenFile[];
  registry: RegistryEdit[];
}

export function registryEdits(def: GenDefinition): RegistryEdit[] {
  const n = namesOf(def);
  const perms = ['list', 'query', 'add', 'edit', 'remove', 'export'].map((p) => `${p}: 'system:${n.m}:${p}'`).join(', ');
  return [
    { path: 'shared/src/errors/codes.ts', anchor: "import { COMMON_ERRORS } from './common-errors';\n", insert: `import { ${n.M}_ERRORS } from './${n.m}-errors';\n` },
    { path: 'shared/src/errors/codes.ts', anchor: 'export const ERRORS = { ...COMMON_ERRORS, ', insert: `...${n.M}_ERRORS, ` },
    { path: 'shared/src/permissions/permissions.ts', anchor: 'export const PERMISSIONS = {\n', insert: `  ${n.m}: { ${perms} },\n` },
    { path: 'shared/src/constants/oper-log-modules.ts', anchor: 'export const OPER_LOG_MODULES = {\n', insert: `  ${n.m}: '${n.m}:title',\n` },
    {
      path: 'functions/src/routes/route-table.ts',
      anchor: "import { AUTH_ROUTES } from '@aed/shared/routes/auth.routes';\n",
      insert: `import { ${n.M}_ROUTES } from '@aed/shared/routes/${n.m}.routes';\n`,
    },
    { path: 'functions/src/routes/route-table.ts', anchor: 'const HANDLER_FOLDERS = [\n', insert: `  ['${n.folder}', ${n.M}_ROUTES],\n` },
    { path: 'functions/src/routes/route-table.ts', anchor: 'export const ROUTES = [', insert: `...${n.M}_ROUTES, ` },
    { path: 'functions/src/seed/seed-data.ts', anchor: "import type { SeedMenu } from './menus/menu-types';\n", insert: `import { ${n.M}_MENUS } from './menus/${n.m}.menus';\n` },
    { path: 'functions/src/seed/seed-data.ts', anchor: 'export const SEED_MENUS: readonly SeedMenu[] = [', insert: `...${n.M}_MENUS, ` },
    {
      path: 'web/src/app/view-registry.ts',
      anchor: 'export const VIEW_REGISTRY: Readonly<Record<string, ViewComponent>> = {\n',
      insert: `  'system/${n.m}/index': lazy(() => import('../features/${n.m}/components/${n.m}-page')),\n`,
    },
  ];
}

function readme(def: GenDefinition, edits: RegistryEdit[]): string {
  const n = namesOf(def);
  const lines = edits.map((e) => `- \`${e.path}\`: after \`${e.anchor.trim()}\` add \`${e.insert.trim()}\``);
  return `# Generated module \`${n.m}\` (${n.E})

Copy the files to their paths (they follow docs/module-pattern.md and the route contract of decision 0033), then make these one-line registry edits:

${lines.join('\n')}

Optionally grant the module to seeded roles: add \`'${n.m}'\` (or \`'${n.m}:read'\`) to a role's \`menus\` in
\`functions/src/seed/seed-data.ts\` (the super administrator has every menu already).

Then run \`npx tsc -p shared --noEmit && npx tsc -p functions --noEmit && npx tsc -p web --noEmit\`, \`npx eslint shared functions web\`
and \`npx vitest run --project functions test/runtime/route-table.test.ts\` (each handler binds its own route object) and
\`npx vitest run --project web web/src/features/${n.m}\` (the generated page test: list, search, add, delete, export, permissions); then write the
handler test \`functions/test/handlers/${n.m}.test.ts\` and extend the page test for the module's own rules.
Menu ids: the screen is ${def.menuId}, its buttons ${def.menuId * 10 + 1} to ${def.menuId * 10 + 5}, under menu ${def.parentMenuId}.
`;
}

/** Every file of the module, in a stable order, plus the registry edits it needs. */
export function generateModule(def: GenDefinition): GeneratedModule {
  const n = namesOf(def);
  const registry = registryEdits(def);
  const files: GenFile[] = [
    { path: `shared/src/schemas/${n.m}.ts`, content: schemaFile(def, n) },
    { path: `shared/src/errors/${n.m}-errors.ts`, content: errorsFile(def, n) },
    { path: `shared/src/routes/${n.m}.routes.ts`, content: routesFile(def, n) },
    { path: `shared/src/i18n/${n.m}-export-labels.ts`, content: exportLabelsFile(def, n) },
    { path: `functions/src/data/entities/${n.m}-entity.ts`, content: entityFile(def, n) },
    { path: `functions/src/data/access/${n.m}.ts`, content: accessFile(def, n) },
    { path: `functions/src/domain/${n.m}/${n.m}-queries.ts`, content: queriesFile(def, n) },
    { path: `functions/src/domain/${n.m}/${n.m}-service.ts`, content: serviceFile(def, n) },
    { path: `functions/src/domain/${n.m}/${n.m}-export.ts`, content: exportFile(def, n) },
    ...handlerFiles(def, n),
    { path: `functions/src/seed/menus/${n.m}.menus.ts`, content: menusFile(def, n) },
    ...webApiFiles(def, n).map((a) => ({ path: `web/src/features/${n.m}/api/${a.file}`, content: a.content })),
    { path: `web/src/features/${n.m}/components/${n.m}-page.tsx`, content: pageFile(def, n) },
    { path: `web/src/features/${n.m}/components/${n.m}-table.tsx`, content: tableFile(def, n) },
    { path: `web/src/features/${n.m}/components/${n.m}-form-dialog.tsx`, content: dialogFile(def, n) },
    { path: `web/src/features/${n.m}/components/${n.m}-page.test.tsx`, content: pageTestFile(def, n) },
    ...localeFiles(def, n),
    { path: `${n.m}.README.md`, content: readme(def, registry) },
  ];
  return { files, registry };
}
