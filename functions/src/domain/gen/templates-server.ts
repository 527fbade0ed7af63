import type { GenField, GenFile } from '@aed/shared/schemas/gen';
import { type GenDefinition, type GenNames, dictVar, lit } from './gen-model';
import { genHandlerPath, genRoutes } from './gen-routes';

function attribute(f: GenField): string {
  if (f.type === 'number') return `{ type: 'number', required: true${f.required ? '' : ', default: 0'} }`;
  if (f.type === 'boolean') return "{ type: 'boolean', required: true, default: false }";
  return `{ type: 'string', required: true${f.required ? '' : ", default: ''"} }`;
}

export function entityFile(def: GenDefinition, n: GenNames): string {
  return `import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/** ${n.E} records (generated): one small partition (bounded by MAX_${n.M}_ROWS), so a list is one Query. */
export const ${n.E}Entity = lazyEntity(() => new Entity(
  {
    model: { entity: '${n.m}', version: '1', service: 'aed' },
    attributes: {
      ${n.id}: { type: 'number', required: true },
${def.fields.map((f) => `      ${f.name}: ${attribute(f)},`).join('\n')}
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['${n.id}'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['${n.id}'] } },
    },
  },
  entityConfig,
));
export type ${n.E}Item = EntityItem<typeof ${n.E}Entity>;
`;
}

export function accessFile(_def: GenDefinition, n: GenNames): string {
  return `import { MAX_${n.M}_ROWS } from '@aed/shared/schemas/${n.m}';
import { AppError } from '../../lib/app-error';
import { ${n.E}Entity, type ${n.E}Item } from '../entities/${n.m}-entity';
import { isConditionalFailure } from './ids';

/** Every record: one Query of the partition (bounded by MAX_${n.M}_ROWS). */
export async function listAll${n.E}s(): Promise<${n.E}Item[]> {
  const { data } = await ${n.E}Entity.query.all({}).go({ pages: 'all', limit: MAX_${n.M}_ROWS });
  return data;
}

export async function get${n.E}ById(${n.id}: number): Promise<${n.E}Item | null> {
  const { data } = await ${n.E}Entity.get({ ${n.id} }).go();
  return data;
}

export async function create${n.E}(item: ${n.E}Item): Promise<void> {
  await ${n.E}Entity.create(item).go();
}

/** Updates a record unchanged since it was read; a concurrent change fails with common.conflict. */
export async function update${n.E}(before: ${n.E}Item, after: ${n.E}Item): Promise<void> {
  const { ${n.id}, ...changes } = after;
  try {
    await ${n.E}Entity.patch({ ${n.id} })
      .set(changes)
      .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
      .go();
  } catch (e) {
    if (isConditionalFailure(e)) throw new AppError('common.conflict');
    throw e;
  }
}

/** Deletes records read just before (one BatchWriteItem per 25). */
export async function delete${n.E}s(items: ${n.E}Item[]): Promise<void> {
  if (!items.length) return;
  await ${n.E}Entity.delete(items.map((item) => ({ ${n.id}: item.${n.id} }))).go();
}
`;
}

function filterOf(f: GenField): string {
  if (f.type === 'number') return `(search.${f.name} === undefined || r.${f.name} === search.${f.name})`;
  if (f.type === 'boolean') return `(!search.${f.name} || String(r.${f.name}) === search.${f.name})`;
  if (f.type === 'string' && f.queryMode === 'like') return `contains(r.${f.name}, search.${f.name})`;
  return `(!search.${f.name} || r.${f.name} === search.${f.name})`;
}

const fallback = (f: GenField) => (f.type === 'number' ? '0' : f.type === 'boolean' ? 'false' : "''");

/** The module's reads and record mapping (read routes import this file only: decision 0034). */
export function queriesFile(def: GenDefinition, n: GenNames): string {
  const query = def.fields.filter((f) => f.inQuery);
  const usesContains = query.some((f) => f.type === 'string' && f.queryMode === 'like');
  return `import type { Page } from '@aed/shared/api/envelope';
import type { ${n.E}PageQuery, ${n.E}Record${query.length ? `, ${n.E}Search` : ''} } from '@aed/shared/schemas/${n.m}';
import { get${n.E}ById, listAll${n.E}s } from '../../data/access/${n.m}';
import type { ${n.E}Item } from '../../data/entities/${n.m}-entity';
import { AppError } from '../../lib/app-error';
import { ${n.M}_ERRORS } from '@aed/shared/errors/${n.m}-errors';

export const toRecord = (r: ${n.E}Item): ${n.E}Record => ({
  ${n.id}: r.${n.id},
${def.fields.map((f) => `  ${f.name}: r.${f.name} ?? ${fallback(f)},`).join('\n')}
  createBy: r.createBy ?? '',
  createTime: r.createTime,
  updateBy: r.updateBy ?? '',
  updateTime: r.updateTime ?? '',
});
${usesContains ? "\nconst contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());\n" : ''}
/** Search over the partition (one Query; bounded by MAX_${n.M}_ROWS), newest first. */
export async function search${n.E}s(${query.length ? `search: ${n.E}Search` : ''}): Promise<${n.E}Record[]> {
  return (await listAll${n.E}s())${query.length ? `\n    .filter((r) => ${query.map(filterOf).join(' && ')})` : ''}
    .sort((a, b) => b.${n.id} - a.${n.id})
    .map(toRecord);
}

export async function page${n.E}s(query: ${n.E}PageQuery): Promise<Page<${n.E}Record>> {
  const rows = await search${n.E}s(${query.length ? 'query' : ''});
  const start = (query.page - 1) * query.limit;
  return { total: rows.length, rows: rows.slice(start, start + query.limit) };
}

export async function get${n.E}(${n.id}: number): Promise<${n.E}Record> {
  const item = await get${n.E}ById(${n.id});
  if (!item) throw AppError.of(${n.M}_ERRORS, '${n.m}.notFound');
  return toRecord(item);
}
`;
}

/** The module's changes; the reads are in the queries file. */
export function serviceFile(_def: GenDefinition, n: GenNames): string {
  return `import { MAX_${n.M}_ROWS, type Add${n.E}Body, type ${n.E}Record, type Update${n.E}Body } from '@aed/shared/schemas/${n.m}';
import { nextId } from '../../data/access/ids';
import { create${n.E}, delete${n.E}s, get${n.E}ById, listAll${n.E}s, update${n.E} } from '../../data/access/${n.m}';
import type { ${n.E}Item } from '../../data/entities/${n.m}-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { ${n.M}_ERRORS } from '@aed/shared/errors/${n.m}-errors';
import { toRecord } from './${n.m}-queries';

export async function add${n.E}(actor: Actor, body: Add${n.E}Body): Promise<${n.E}Record> {
  if ((await listAll${n.E}s()).length >= MAX_${n.M}_ROWS) throw AppError.of(${n.M}_ERRORS, '${n.m}.tooMany');
  const now = nowIso();
  const item: ${n.E}Item = { ...body, ${n.id}: await nextId('${n.m}'), createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
  await create${n.E}(item);
  return toRecord(item);
}

export async function edit${n.E}(actor: Actor, body: Update${n.E}Body): Promise<${n.E}Record> {
  const before = await get${n.E}ById(body.${n.id});
  if (!before) throw AppError.of(${n.M}_ERRORS, '${n.m}.notFound');
  const after: ${n.E}Item = { ...before, ...body, updateBy: actor.username, updateTime: nowIso() };
  await update${n.E}(before, after);
  return toRecord(after);
}

/** All or nothing: one missing id refuses the whole call and nothing is deleted. */
export async function remove${n.E}s(ids: number[]): Promise<void> {
  const items = await Promise.all(ids.map((id) => get${n.E}ById(id)));
  if (items.some((i) => !i)) throw AppError.of(${n.M}_ERRORS, '${n.m}.notFound');
  await delete${n.E}s(items as ${n.E}Item[]);
}
`;
}

/** One handler file per route, named after it, binding its route object to one domain call; a read route imports the queries file. */
export function handlerFiles(def: GenDefinition, n: GenNames): GenFile[] {
  return Object.values(genRoutes(def, n)).map((route) => ({
    path: genHandlerPath(n, route),
    content: `import { ${route.id} } from '@aed/shared/routes/${n.m}.routes';
import { defineHandler } from '../../../lib/define-handler';
${route.domain === 'export' ? "import { callerLanguage } from '../../../domain/common/caller-language';\n" : ''}import { ${route.service} } from '../../../domain/${n.m}/${n.m}-${route.domain}';

export const handler = defineHandler(${route.id}, ${route.call});
`,
  }));
}

export function menusFile(def: GenDefinition, n: GenNames): string {
  const name = def.businessName.en;
  const button = (i: number, perm: string, action: string) =>
    `  { menuId: ${def.menuId * 10 + i}, key: '${n.m}', parentId: ${def.menuId}, menuName: ${lit(`${name} ${action}`)}, code: '${n.m}:buttons.${perm}', menuType: 'F', orderNum: ${i}, perms: PERMISSIONS.${n.m}.${perm} },`;
  return `import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { SeedMenu } from './menu-types';

/** ${n.E} screen and its buttons (generated); titles in web/src/locales/<lng>/${n.m}.json. */
export const ${n.M}_MENUS: SeedMenu[] = [
  { menuId: ${def.menuId}, key: '${n.m}', parentId: ${def.parentMenuId}, menuName: ${lit(name)}, code: '${n.m}:title', menuType: 'C', orderNum: 1, path: '${n.m}', component: 'system/${n.m}/index', perms: PERMISSIONS.${n.m}.list, icon: 'clipboard-list' },
${button(1, 'query', 'query')}
${button(2, 'add', 'add')}
${button(3, 'edit', 'edit')}
${button(4, 'remove', 'delete')}
${button(5, 'export', 'export')}
];
`;
}

/** A column's width in the workbook, by what the field holds. */
const columnWidth = (f: GenField) => (f.type === 'string' ? Math.min(40, Math.max(16, Math.ceil(f.maxLength / 4))) : f.type === 'date' ? 14 : f.type === 'enum' ? 16 : 12);

/** A field's cell: a checkbox as its word, a dictionary value as its label in the caller's language, the rest as stored. */
function exportCell(n: GenNames, f: GenField): string | undefined {
  if (f.type === 'boolean') return `${f.name}: codedText(words, '${f.name}', String(r.${f.name}))`;
  if (f.type === 'enum') return `${f.name}: ${dictVar(n, f)}.get(r.${f.name}) ?? r.${f.name}`;
  return undefined;
}

/**
 * The xlsx export (like domain/config/config-export.ts): every field of the records matching the search, headers and
 * coded values from `<M>_EXPORT` (shared/src/i18n/<m>-export-labels.ts) in the caller's language.
 */
export function exportFile(def: GenDefinition, n: GenNames): string {
  const query = def.fields.filter((f) => f.inQuery);
  const cells = def.fields.map((f) => exportCell(n, f)).filter((c) => c !== undefined);
  const dicts = n.dictTypes.map((d, i) => ({ name: `dict${i}`, type: d }));
  const usesCoded = def.fields.some((f) => f.type === 'boolean');
  return `import type { Language } from '@aed/shared/constants/limits';
import { ${n.M}_EXPORT } from '@aed/shared/i18n/${n.m}-export-labels';
import type { ${n.E}Search } from '@aed/shared/schemas/${n.m}';
import type { FileResult } from '../../lib/file-result';
import { ${usesCoded ? 'codedText, ' : ''}utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
${dicts.length ? "import { dictDataForType } from '../dict/dict-queries';\n" : ''}import { search${n.E}s } from './${n.m}-queries';
${
  dicts.length
    ? `
/** The labels of a dictionary's values in the given language (value -> label). */
async function dictLabels(actor: Actor, dictType: string, language: Language): Promise<Map<string, string>> {
  return new Map((await dictDataForType(actor, dictType, language)).map((d) => [d.dictValue, d.dictLabel]));
}
`
    : ''
}
/** The ${n.E} records matching a search as an xlsx workbook, in the caller's language (generated). */
export async function export${n.E}s(${dicts.length ? 'actor' : '_actor'}: Actor, ${query.length ? 'search' : '_search'}: ${n.E}Search, language: Language): Promise<FileResult> {
  const [rows${dicts.map((d) => `, ${d.name}`).join('')}] = await Promise.all([search${n.E}s(${query.length ? 'search' : ''})${dicts.map((d) => `, dictLabels(actor, ${lit(d.type)}, language)`).join('')}]);
  const words = ${n.M}_EXPORT[language];
  return xlsxFile('${n.m}', {
    words,
    columns: [
      ['${n.id}', 12],
${def.fields.map((f) => `      ['${f.name}', ${columnWidth(f)}],\n`).join('')}      ['createTime', 22],
    ],
    rows: rows.map((r) => ({ ...r, ${cells.map((c) => `${c}, `).join('')}createTime: utcText(r.createTime) })),
  });
}
`;
}
