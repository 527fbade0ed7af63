/**
 * User import from xlsx (spec sections 5 and 8). Two steps so that a long import shows progress and no call runs
 * long: `importUser` checks the file (type by content, size, zip-bomb guard, template, rows) and every row, and
 * stores the valid rows in batches; `importUser/process` writes the next batch through the same rules as adding a
 * user (scope, grantable roles, quotas, administrator slots, unique account/email/phone) until done.
 */
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import { CONFIG_KEYS, type Language } from '@aed/shared/constants/limits';
import type { ErrorCode } from '@aed/shared/errors/codes';
import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_LIMITS,
  accountField,
  userEditableFields,
  type ImportProgress,
  type ImportRowMessage,
  type ImportUserBody,
  USER_TYPES,
  type UserType,
} from '@aed/shared/schemas/user';
import { USER_IMPORT } from '@aed/shared/i18n/export-labels';
import { listDeptsInScope } from '../../data/access/depts';
import { createUserImport, existingMarkers, emailMarker, getUserImport, getUserImportBatch, phoneMarker, saveUserImportProgress, usernameMarker } from '../../data/access/users';
import type { FileResult } from '../../lib/file-result';
import { codedText, xlsxFile } from '../../lib/xlsx';
import { nowSeconds, timeId } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../app-error';
import { hashPassword } from '../auth/passwords';
import { configValue } from '../config/config-values';
import { ADMIN_ROLE_KEYS } from '../dept/admin-slots';
import { isReservedKey } from '../role/role-grants';
import { createManagedUser } from './user-service';
import { canGiveRole, checkUserTypes, loadRoleContext } from './user-rules';

type Column = (typeof USER_IMPORT_COLUMNS)[number];

/** The template's words in every language (shared/src/i18n/export-labels.ts); a file may use any of them. */
const WORDS = Object.values(USER_IMPORT);
const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const HEADER_INDEX = new Map<string, Column>(USER_IMPORT_COLUMNS.flatMap((c) => [[norm(c), c] as const, ...WORDS.map((w) => [norm(w[c]), c] as const)]));

/** A coded column's codes by the code itself, its word in every language and a few other spellings. */
function valueIndex<V extends string>(field: 'sex' | 'status' | 'userTypes', codes: readonly V[], more: Record<string, V> = {}): Map<string, V> {
  const index = new Map<string, V>(Object.entries(more).map(([k, v]) => [norm(k), v]));
  for (const code of codes) {
    index.set(norm(code), code);
    for (const w of WORDS) index.set(norm(codedText(w, field, code)), code);
  }
  return index;
}
const SEX_VALUES = valueIndex('sex', ['0', '1', '2'] as const, { 未知: '2' });
const STATUS_VALUES = valueIndex('status', ['0', '1'] as const, { desactive: '1' });
const TYPE_VALUES = valueIndex('userTypes', USER_TYPES);
const splitList = (s: string) => s.split(/[,，;；]/).map((x) => x.trim()).filter(Boolean);

// ---- template --------------------------------------------------------------------------------------------------

/** The empty template, headers in the caller's language (a file in any language is accepted back). */
export async function importTemplate(language: Language): Promise<FileResult> {
  return xlsxFile(
    'user-import-template',
    { words: USER_IMPORT[language], columns: USER_IMPORT_COLUMNS.map((c) => [c, c === 'remark' || c === 'roles' ? 32 : 22] as const), rows: [] },
    'user-import-template.xlsx',
  );
}

// ---- file checks -----------------------------------------------------------------------------------------------

function decodeFile(file: string): Buffer {
  const base64 = file.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new AppError('user.importFormat');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > USER_IMPORT_LIMITS.fileBytes) throw new AppError('common.fileTooLarge');
  // xlsx is a zip (PK\x03\x04); legacy xls (OLE2) and everything else is refused by content, whatever the name.
  if (bytes.length < 4 || bytes.readUInt32BE(0) !== 0x504b0304) throw new AppError('user.importFormat');
  return bytes;
}

/**
 * Zip-bomb guard: inflates every entry with a running byte count (the sizes a zip declares can lie) and refuses
 * the file once the total passes the uncompressed limit or the compression ratio is absurd; nothing is kept.
 */
export function assertSafeZip(bytes: Uint8Array): void {
  let total = 0;
  let entries = 0;
  let refused = false;
  const unzip = new Unzip((entry) => {
    entries += 1;
    if (entries > 2000) refused = true;
    entry.ondata = (err, chunk) => {
      if (refused) return;
      if (err) {
        refused = true;
        return;
      }
      total += chunk.length;
      if (total > USER_IMPORT_LIMITS.uncompressedBytes || total > bytes.length * USER_IMPORT_LIMITS.compressionRatio) {
        refused = true;
        entry.terminate();
      }
    };
    if (!refused) entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    refused = true;
  }
  if (refused || entries === 0) throw new AppError('user.importUnsafe');
}

async function readRows(bytes: Buffer): Promise<{ row: number; values: Partial<Record<Column, string>> }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('user.importFormat');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('user.importTemplate');
  const header = sheet.getRow(1);
  const columns = new Map<number, Column>();
  header.eachCell((cell, col) => {
    const key = HEADER_INDEX.get(norm(cell.text ?? ''));
    if (key) columns.set(col, key);
  });
  // The account, name and organization columns identify the template; anything else is a wrong file.
  const found = new Set(columns.values());
  if (!(['username', 'nickName', 'deptName', 'roles'] as const).every((c) => found.has(c))) throw new AppError('user.importTemplate');
  const rows: { row: number; values: Partial<Record<Column, string>> }[] = [];
  sheet.eachRow((r, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Partial<Record<Column, string>> = {};
    for (const [col, key] of columns) values[key] = (r.getCell(col).text ?? '').trim();
    if (Object.values(values).some((v) => v)) rows.push({ row: rowNumber, values });
  });
  if (!rows.length) throw new AppError('user.importEmpty');
  if (rows.length > USER_IMPORT_LIMITS.rows) throw new AppError('user.importTooManyRows', { max: USER_IMPORT_LIMITS.rows });
  return rows;
}

// ---- checking rows ---------------------------------------------------------------------------------------------

/** A row ready to write (stored between the two calls). */
interface ImportRow {
  row: number;
  username: string;
  nickName: string;
  deptId: number;
  email: string;
  phonenumber: string;
  sex: '0' | '1' | '2';
  status: '0' | '1';
  roleIds: number[];
  userTypes: UserType[];
  remark: string;
}

const rowSchema = userEditableFields.extend({ username: accountField });
const message = (row: number, errorCode: ErrorCode, params: Record<string, string | number> = {}): ImportRowMessage => ({ row, errorCode, params: { row, ...params } });

export async function startUserImport(actor: Actor, body: ImportUserBody): Promise<ImportProgress> {
  const bytes = decodeFile(body.file);
  assertSafeZip(bytes);
  const rows = await readRows(bytes);
  const ctx = await loadRoleContext();
  const depts = new Map((await listDeptsInScope(actor.scope)).map((d) => [norm(d.deptName), d]));
  const roles = [...ctx.roles.values()];
  const errors: ImportRowMessage[] = [];
  const duplicates: ImportRowMessage[] = [];
  const candidates: ImportRow[] = [];

  for (const { row, values } of rows) {
    const v = (k: Column) => values[k] ?? '';
    const dept = depts.get(norm(v('deptName')));
    if (!dept) {
      errors.push(message(row, 'user.importDeptNotFound', { value: v('deptName') }));
      continue;
    }
    const roleNames = splitList(v('roles'));
    const picked = roleNames.map((n) => roles.find((r) => norm(r.roleName) === norm(n) || norm(r.roleKey) === norm(n)));
    const missing = roleNames.find((_, i) => !picked[i] || picked[i]!.status !== '0');
    if (missing) {
      errors.push(message(row, 'user.importRoleNotFound', { value: missing }));
      continue;
    }
    const roleItems = picked.filter((r) => !!r);
    const adminKeys: readonly string[] = Object.values(ADMIN_ROLE_KEYS);
    if (roleItems.some((r) => adminKeys.includes(r.roleKey) || isReservedKey(r.roleKey))) {
      errors.push(message(row, 'user.importAdminRole'));
      continue;
    }
    const sex = v('sex') ? SEX_VALUES.get(norm(v('sex'))) : '2';
    const status = v('status') ? STATUS_VALUES.get(norm(v('status'))) : '0';
    const types = splitList(v('userTypes')).map((t) => TYPE_VALUES.get(norm(t)));
    if (!sex) errors.push(message(row, 'user.importInvalid', { field: 'sex' }));
    else if (!status) errors.push(message(row, 'user.importInvalid', { field: 'status' }));
    else if (types.some((t) => !t)) errors.push(message(row, 'user.importInvalid', { field: 'userTypes' }));
    if (!sex || !status || types.some((t) => !t)) continue;

    const parsed = rowSchema.safeParse({
      username: v('username'),
      nickName: v('nickName'),
      deptId: dept.deptId,
      email: v('email'),
      phonenumber: v('phonenumber'),
      sex,
      status,
      userTypes: types,
      roleIds: roleItems.map((r) => r.roleId),
      remark: v('remark'),
    });
    if (!parsed.success) {
      errors.push(message(row, 'user.importInvalid', { field: String(parsed.error.issues[0]?.path[0] ?? '') }));
      continue;
    }
    let refusal: ErrorCode | null = null;
    for (const r of roleItems) if (!refusal && !(await canGiveRole(actor, ctx, r))) refusal = 'user.roleNotGrantable';
    if (!refusal) {
      try {
        checkUserTypes(ctx, roleItems, parsed.data.userTypes);
      } catch (e) {
        refusal = e instanceof AppError ? e.errorCode : 'common.validation';
      }
    }
    if (refusal) {
      errors.push(message(row, refusal));
      continue;
    }
    const d = parsed.data;
    candidates.push({ row, username: d.username, nickName: d.nickName, deptId: d.deptId, email: d.email, phonenumber: d.phonenumber, sex: d.sex, status: d.status, roleIds: d.roleIds, userTypes: d.userTypes, remark: d.remark });
  }

  // Duplicates (spec: ignored and reported): against earlier rows of the file, then against existing users.
  const seen = new Set<string>();
  const keysOf = (r: ImportRow) => [
    { field: 'username', marker: usernameMarker(r.username) },
    ...(r.email ? [{ field: 'email', marker: emailMarker(r.email) }] : []),
    ...(r.phonenumber ? [{ field: 'phonenumber', marker: phoneMarker(r.phonenumber) }] : []),
  ];
  const existing = await existingMarkers(candidates.flatMap((r) => keysOf(r).map((k) => k.marker)));
  const valid: ImportRow[] = [];
  for (const r of candidates) {
    const keys = keysOf(r).map((k) => ({ ...k, id: `${k.marker.scope}:${k.marker.value}` }));
    const dup = keys.find((k) => seen.has(k.id) || existing.has(k.id));
    keys.forEach((k) => seen.add(k.id));
    if (dup) duplicates.push(message(r.row, 'user.importDuplicate', { field: dup.field }));
    else valid.push(r);
  }

  const importId = timeId();
  const batches: string[] = [];
  for (let i = 0; i < valid.length; i += USER_IMPORT_LIMITS.batch) batches.push(JSON.stringify(valid.slice(i, i + USER_IMPORT_LIMITS.batch)));
  await createUserImport(
    { importId, part: 0, ownerUserId: actor.userId, total: valid.length, processed: 0, created: 0, duplicates: JSON.stringify(duplicates), errors: JSON.stringify(errors), ttl: nowSeconds() + 3600 },
    batches,
  );
  return { importId, total: valid.length, processed: 0, created: 0, duplicates, errors, done: valid.length === 0 };
}

/** A row refused at write time for a value taken meanwhile is a duplicate too. */
const DUPLICATE_FIELDS: Partial<Record<ErrorCode, string>> = { 'user.accountExists': 'username', 'user.emailExists': 'email', 'user.phoneExists': 'phonenumber' };

/** Writes the next batch of rows; each row goes through the same rules as an add. */
export async function processUserImport(actor: Actor, importId: string): Promise<ImportProgress> {
  const progress = await getUserImport(importId);
  if (!progress || progress.ownerUserId !== actor.userId || progress.ttl < nowSeconds()) throw new AppError('user.importNotFound');
  const duplicates = JSON.parse(progress.duplicates) as ImportRowMessage[];
  const errors = JSON.parse(progress.errors) as ImportRowMessage[];
  let { processed, created } = progress;
  if (processed < progress.total) {
    const rows = JSON.parse(await getUserImportBatch(importId, Math.floor(processed / USER_IMPORT_LIMITS.batch) + 1)) as ImportRow[];
    const initial = await configValue(CONFIG_KEYS.initPassword);
    if (!initial) throw new AppError('common.internal');
    // Imported accounts share the initial password parameter (they must change it at first login): one hash.
    const passwordHash = await hashPassword(initial);
    const ctx = await loadRoleContext();
    for (const r of rows) {
      try {
        await createManagedUser(actor, ctx, { ...r, language: 'en', postIds: [], certificateBegin: '', certificateEnd: '', passwordHash });
        created += 1;
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const duplicateField = DUPLICATE_FIELDS[e.errorCode];
        if (duplicateField) duplicates.push(message(r.row, 'user.importDuplicate', { field: duplicateField }));
        else errors.push(message(r.row, e.errorCode, e.params));
      }
      processed += 1;
    }
    await saveUserImportProgress(progress, { processed, created, duplicates: JSON.stringify(duplicates), errors: JSON.stringify(errors) });
  }
  return { importId, total: progress.total, processed, created, duplicates, errors, done: processed >= progress.total };
}
