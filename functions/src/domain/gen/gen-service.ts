import { zipSync, strToU8 } from 'fflate';
import type { Page } from '@aed/shared/api/envelope';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import {
  GEN_LIMITS,
  genDefinitionIssues,
  type AddGenTableBody,
  type GenFile,
  type GenTablePageQuery,
  type GenTableRecord,
  type GenTableRow,
  type UpdateGenTableBody,
} from '@aed/shared/schemas/gen';
import { createGenTable, deleteGenTables, getGenTableById, listAllGenTables, updateGenTable } from '../../data/access/gen-tables';
import { nextId } from '../../data/access/ids';
import type { GenTableItem } from '../../data/entities/gen-table-entity';
import type { FileResult } from '../../lib/file-result';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError, errorRef } from '../../lib/app-error';
import { namesOf } from './gen-model';
import { genRoutes } from './gen-routes';
import { generateModule } from './generator';
import { GEN_ERRORS } from '@aed/shared/errors/gen-errors';
import { GEN_FIELD_ERRORS } from '@aed/shared/errors/gen-field-errors';

const labelsOf = (l: GenTableItem['businessName']) => ({ en: l.en, fr: l.fr ?? '', 'zh-CN': l['zh-CN'] ?? '', 'zh-TW': l['zh-TW'] ?? '' });

const toRecord = (t: GenTableItem): GenTableRecord => ({
  tableId: t.tableId,
  moduleName: t.moduleName,
  entityName: t.entityName,
  businessName: labelsOf(t.businessName),
  parentMenuId: t.parentMenuId ?? 1,
  menuId: t.menuId,
  fields: t.fields.map((f) => ({
    name: f.name,
    type: f.type,
    label: labelsOf(f.label),
    required: f.required,
    maxLength: f.maxLength,
    dictType: f.dictType ?? '',
    inList: f.inList,
    inQuery: f.inQuery,
    inForm: f.inForm,
    queryMode: f.queryMode,
  })),
  remark: t.remark ?? '',
  createBy: t.createBy ?? '',
  createTime: t.createTime,
  updateBy: t.updateBy ?? '',
  updateTime: t.updateTime ?? '',
});

const toRow = (t: GenTableItem): GenTableRow => {
  const { fields, ...rest } = toRecord(t);
  return { ...rest, fieldCount: fields.length };
};

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());

/**
 * The routes this build has. The gen handlers hand in the route table: the domain layer never imports the routes
 * layer (lint), and a generated module's route ids must not clash with theirs.
 */
export interface ExistingRoutes {
  routes: readonly { id: string }[];
  /** Handler folders under functions/src/routes (`system/config`): a generated module must not take one. */
  handlerFolders: readonly string[];
}

/**
 * Rules beyond the shared schema (which the route already applied): re-checked here so no caller can store a
 * definition the generator would turn into broken or clashing code; names of modules this build has (permission
 * keys, route ids) are refused too.
 */
function checkDefinition(body: AddGenTableBody, existing: ExistingRoutes): void {
  const issue = genDefinitionIssues(body)[0];
  if (issue) throw new AppError(errorRef(GEN_FIELD_ERRORS, issue.code as 'gen.identifierInvalid'), {}, [{ path: issue.path.join('.'), errorCode: issue.code }]);
  if (Object.prototype.hasOwnProperty.call(PERMISSIONS, body.moduleName)) throw AppError.of(GEN_FIELD_ERRORS, 'gen.moduleReserved', {}, [{ path: 'moduleName', errorCode: 'gen.moduleReserved' }]);
  const names = namesOf(body);
  // The module's handler folder and routes file would overwrite an existing module's (e.g. system/version).
  if (existing.handlerFolders.includes(names.folder)) throw AppError.of(GEN_FIELD_ERRORS, 'gen.moduleReserved', {}, [{ path: 'moduleName', errorCode: 'gen.moduleReserved' }]);
  const routeIds = new Set<string>(existing.routes.map((r) => r.id));
  if (Object.values(genRoutes(body, names)).some((route) => routeIds.has(route.id)))
    throw AppError.of(GEN_FIELD_ERRORS, 'gen.moduleReserved', {}, [{ path: 'entityName', errorCode: 'gen.moduleReserved' }]);
}

export async function pageGenTables(query: GenTablePageQuery): Promise<Page<GenTableRow>> {
  const rows = (await listAllGenTables())
    .filter((t) => contains(t.moduleName, query.moduleName) && (!query.businessName || Object.values(t.businessName).some((l) => contains(l ?? '', query.businessName))))
    .sort((a, b) => b.tableId - a.tableId)
    .map(toRow);
  const start = (query.page - 1) * query.limit;
  return { total: rows.length, rows: rows.slice(start, start + query.limit) };
}

async function getItem(tableId: number): Promise<GenTableItem> {
  const item = await getGenTableById(tableId);
  if (!item) throw AppError.of(GEN_ERRORS, 'gen.notFound');
  return item;
}

export async function getGenTable(tableId: number): Promise<GenTableRecord> {
  return toRecord(await getItem(tableId));
}

export async function addGenTable(actor: Actor, body: AddGenTableBody, routes: ExistingRoutes): Promise<GenTableRecord> {
  checkDefinition(body, routes);
  const all = await listAllGenTables();
  if (all.length >= GEN_LIMITS.maxTables) throw AppError.of(GEN_ERRORS, 'gen.tooMany');
  if (all.some((t) => t.moduleName.toLowerCase() === body.moduleName.toLowerCase())) throw AppError.of(GEN_ERRORS, 'gen.moduleExists');
  const now = nowIso();
  const item: GenTableItem = { ...body, tableId: await nextId('genTable'), createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
  await createGenTable(item); // the module-name marker makes a concurrent duplicate fail here too
  return toRecord(item);
}

export async function editGenTable(actor: Actor, body: UpdateGenTableBody, routes: ExistingRoutes): Promise<GenTableRecord> {
  const before = await getItem(body.tableId);
  checkDefinition(body, routes);
  const after: GenTableItem = { ...before, ...body, updateBy: actor.username, updateTime: nowIso() };
  await updateGenTable(before, after);
  return toRecord(after);
}

/** All or nothing: one missing id refuses the whole call and nothing is deleted. */
export async function removeGenTables(ids: number[]): Promise<void> {
  const items = await Promise.all(ids.map((id) => getGenTableById(id)));
  if (items.some((i) => !i)) throw AppError.of(GEN_ERRORS, 'gen.notFound');
  await deleteGenTables(items as GenTableItem[]);
}

/** The files the definition generates, for the preview dialog. */
export async function previewGenTable(tableId: number): Promise<GenFile[]> {
  return generateModule(toRecord(await getItem(tableId))).files;
}

/** The generated files as one zip (paths relative to the repository root). */
export async function downloadGenTable(tableId: number): Promise<FileResult> {
  const record = toRecord(await getItem(tableId));
  const { files } = generateModule(record);
  const zip = zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.content)])), { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
  return { kind: 'file', fileName: `${record.moduleName}-module.zip`, contentType: 'application/zip', body: Buffer.from(zip) };
}
