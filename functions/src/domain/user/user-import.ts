/**
 * User import from xlsx or xls (spec sections 5 and 8). Two steps so that a long import shows progress and no call runs
 * long: `importUser` checks the file (type by content, size, zip-bomb guard, template, rows) and every row, and
 * stores the valid rows in batches; `importUser/process` writes the next batch through the same rules as adding a
 * user (scope, grantable roles, quotas, administrator slots, unique account/email/phone) until done.
 */
import type { Language } from '@aed/shared/constants/limits';
import type { ErrorCode } from '@aed/shared/errors/codes';
import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_LIMITS,
  accountField,
  userEditableFields,
  type ImportProgress,
  type ImportRowMessage,
  type ImportUserBody,
  type OneTimePassword,
  type UserImportProgress,
  USER_TYPES,
  type UserType,
} from '@aed/shared/schemas/user';
import { USER_IMPORT } from '@aed/shared/i18n/export-labels';
import { builtInRoleName } from '@aed/shared/i18n/built-in/roles';
import { searchableTexts } from '@aed/shared/i18n/built-in/text';
import { listDeptsInScope } from '../../data/access/dept-reads';
import { emailMarker, phoneMarker, usernameMarker } from '../../data/access/users';
import { existingMarkers } from '../../data/access/unique-markers';
import type { FileResult } from '../../lib/file-result';
import { logger } from '../../lib/logger';
import { codedText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { AppError, errorRef } from '../../lib/app-error';
import { generatePassword, hashPassword } from '../auth/passwords';
import { checkedSpreadsheet, normText as norm, processStagedImport, readSheet, rowMessage as message, splitList, stageImport, type BatchOutcome, type ImportCodes } from '../common/xlsx-import';
import { ADMIN_ROLE_KEYS } from '../dept/admin-slots';
import { isReservedKey } from '../role/role-grants';
import { createManagedUser } from './user-service';
import { canGiveRole, checkUserTypes, loadRoleContext, rolesForDept } from './user-rules';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { RoleItem } from '../../data/entities/role-entity';
import { USER_ERRORS } from '@aed/shared/errors/user-errors';

type Column = (typeof USER_IMPORT_COLUMNS)[number];

/** The template's words in every language (shared/src/i18n/export-labels.ts); a file may use any of them. */
const WORDS = Object.values(USER_IMPORT);
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

/** The user module's answers to a wrong file (domain/common/xlsx-import.ts). */
const CODES: ImportCodes = {
  format: errorRef(USER_ERRORS, 'user.importFormat'),
  template: errorRef(USER_ERRORS, 'user.importTemplate'),
  empty: errorRef(USER_ERRORS, 'user.importEmpty'),
  tooManyRows: errorRef(USER_ERRORS, 'user.importTooManyRows'),
  unsafe: errorRef(USER_ERRORS, 'user.importUnsafe'),
  notFound: errorRef(USER_ERRORS, 'user.importNotFound'),
};

// ---- template --------------------------------------------------------------------------------------------------

/** The empty template, headers in the caller's language (a file in any language is accepted back). */
export async function importTemplate(language: Language): Promise<FileResult> {
  return xlsxFile(
    'user-import-template',
    { words: USER_IMPORT[language], columns: USER_IMPORT_COLUMNS.map((c) => [c, c === 'remark' || c === 'roles' ? 32 : 22] as const), rows: [] },
    'user-import-template.xlsx',
  );
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

export async function startUserImport(actor: Actor, body: ImportUserBody): Promise<ImportProgress> {
  const file = checkedSpreadsheet(body.file, CODES);
  // The account, name, organization and roles columns identify the template; anything else is a wrong file.
  const { rows, refused } = await readSheet(file, HEADER_INDEX, ['username', 'nickName', 'deptName', 'roles'], CODES);
  const ctx = await loadRoleContext();
  const depts = new Map((await listDeptsInScope(actor.scope)).map((d) => [norm(d.deptName), d]));
  // names repeat across organizations: a row's roles are those it could hold (its organization's and above, built-in)
  const rolesByDept = new Map<number, Promise<RoleItem[]>>();
  const rolesFor = (dept: DeptItem) => {
    if (!rolesByDept.has(dept.deptId)) rolesByDept.set(dept.deptId, rolesForDept(actor, ctx, dept));
    return rolesByDept.get(dept.deptId)!;
  };
  const errors: ImportRowMessage[] = [...refused];
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
    const roles = await rolesFor(dept);
    // a built-in role by its name in any language (a file may be written in any of them), or any role by its code
    const picked = roleNames.map((n) => roles.find((r) => searchableTexts(builtInRoleName(r), r.roleName).some((name) => norm(name) === norm(n)) || norm(r.roleKey) === norm(n)));
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
    for (const r of roleItems) if (!refusal && !(await canGiveRole(actor, ctx, r, dept.deptPath))) refusal = 'user.roleNotGrantable';
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

  return stageImport('user', actor, valid, duplicates, errors, USER_IMPORT_LIMITS);
}

/** A row refused at write time for a value taken meanwhile is a duplicate too. */
const DUPLICATE_FIELDS: Partial<Record<ErrorCode, string>> = { 'user.accountExists': 'username', 'user.emailExists': 'email', 'user.phoneExists': 'phonenumber' };

/**
 * Writes the next batch of rows; each row goes through the same rules as an add. Every account gets its own random
 * one-time password (status 3: changed at first login). The plaintext exists only in this call's answer: it is never
 * staged, stored or logged, and a later call cannot answer it again (decision 0027).
 */
export async function processUserImport(actor: Actor, importId: string): Promise<UserImportProgress> {
  const oneTimePasswords: OneTimePassword[] = [];
  const progress = await processStagedImport<ImportRow>(
    'user',
    actor,
    importId,
    CODES.notFound,
    async (rows) => {
      const outcome: BatchOutcome = { created: 0, duplicates: [], errors: [] };
      const ctx = await loadRoleContext();
      for (const r of rows) {
        const password = generatePassword();
        try {
          await createManagedUser(actor, ctx, { ...r, language: 'en', postIds: [], certificateBegin: '', certificateEnd: '', passwordHash: await hashPassword(password) });
          outcome.created += 1;
          oneTimePasswords.push({ row: r.row, username: r.username, nickName: r.nickName, password });
        } catch (e) {
          if (!(e instanceof AppError)) {
            // Stopping here would lose the passwords of the rows this call already created: the row fails alone.
            logger.error('user import row failed', { importId, row: r.row, error: String(e) });
            outcome.errors.push(message(r.row, 'common.internal'));
            continue;
          }
          const duplicateField = DUPLICATE_FIELDS[e.errorCode];
          if (duplicateField) outcome.duplicates.push(message(r.row, 'user.importDuplicate', { field: duplicateField }));
          else outcome.errors.push(message(r.row, e.errorCode, e.params));
        }
      }
      return outcome;
    },
    USER_IMPORT_LIMITS,
  );
  return { ...progress, oneTimePasswords };
}
