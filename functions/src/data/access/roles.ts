import { MAX_ROLES_PER_DEPT } from '@aed/shared/schemas/role';
import { builtInRoleName } from '@aed/shared/i18n/built-in/roles';
import { searchableTexts } from '@aed/shared/i18n/built-in/text';
import { AppError, errorRef } from '../../lib/app-error';
import { LegacyRoleEntity, RoleEntity, type RoleItem } from '../entities/role-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { assertCounterZero, counterValue, moveCounter } from './counters';
import { conditions, countUpTo, collectRows, queryRunner, walkPage, type PartitionRunner, type PathPartition, type Where } from './cursor-walk';
import { existingMenuIds, holderDeltas, moveHolderCounts, readMenuFences, type MenuFences } from './menu-holders';
import { rebaseUnder } from './path-rebase';
import { writeTransaction, type AddItem, type TransactionEntities } from './transactions';
import { releaseMarker, takeMarker, type Marker } from './unique-markers';
import { logger } from '../../lib/logger';
import { CounterEntity } from '../entities/counter-entity';
import { MenuHoldersEntity } from '../entities/menu-holders-entity';
import { ROLE_ERRORS } from '@aed/shared/errors/role-errors';
import { COMMON_ERRORS } from '@aed/shared/errors/common-errors';

/** What role transactions write: the role, its name and key markers, name-use and organization counters, menu holder counts. */
const ROLE_WRITE_ENTITIES = { role: RoleEntity, unique: UniqueEntity, counter: CounterEntity, menuHolders: MenuHoldersEntity };

/**
 * Roles belong to an organization (docs/decisions/0025). Names and codes are unique (case-insensitive) within the
 * owning organization (marker `roleNameOrg` / `roleKeyOrg`, value `<deptId>#<value>`) and never equal to a built-in
 * role's (markers `roleNameBuiltIn` / `roleKeyBuiltIn`, checked by every custom role write). How many custom roles
 * carry a name is counted (`roleNameUse#<name>`), so a built-in role is renamed only to a name no role uses. Every
 * organization owns at most MAX_ROLES_PER_DEPT custom roles (counter `deptRoles#<deptId>`, conditioned in the
 * create's transaction), and every role write moves the menu holder counts (access/menu-holders.ts).
 */
const norm = (value: string) => value.trim().toLowerCase();
const orgMarker = (field: 'Name' | 'Key', deptId: number, value: string): Marker => ({ scope: `role${field}Org`, value: `${deptId}#${norm(value)}` });
const builtInMarker = (field: 'Name' | 'Key', value: string): Marker => ({ scope: `role${field}BuiltIn`, value: norm(value) });
const nameUseCounter = (roleName: string) => `roleNameUse#${norm(roleName)}`;
export const deptRolesCounter = (deptId: number) => `deptRoles#${deptId}`;

/** Lower-cased copies of the name and code: the list's search filters are case-insensitive. */
const searchFields = (r: Pick<RoleItem, 'roleName' | 'roleKey'>) => ({ roleNameLower: norm(r.roleName), roleKeyLower: norm(r.roleKey) });

export async function getRoleById(roleId: number): Promise<RoleItem | null> {
  const { data } = await RoleEntity.get({ roleId }).go();
  return data;
}

/** The platform's built-in roles: one Query of their sparse index (a handful of items, no tenant's role). */
export async function listBuiltInRoles(): Promise<RoleItem[]> {
  const { data } = await RoleEntity.query.builtIns({ builtIn: true }).go({ pages: 'all' });
  return data;
}

/** The custom roles owned by one organization exactly (at most MAX_ROLES_PER_DEPT). */
export async function listRolesOfDept(deptPath: string): Promise<RoleItem[]> {
  const { data } = await RoleEntity.query
    .byPath({ deptPath })
    .where((attr, op) => op.eq(attr.builtIn, false))
    .go({ pages: 'all' });
  return data;
}

/** Is the name / code free for a role of organization `deptId` (its own organization's roles and the built-in ones)? */
export async function roleValueTaken(field: 'Name' | 'Key', deptId: number, value: string, exceptRoleId?: number): Promise<boolean> {
  const { data } = await UniqueEntity.get([orgMarker(field, deptId, value), builtInMarker(field, value)]).go();
  return data.some((m) => m.ownerId !== String(exceptRoleId ?? ''));
}

/** How many custom roles carry the name (a built-in role may take it only when none does). */
export const customRolesNamed = (roleName: string): Promise<number> => counterValue(nameUseCounter(roleName));

// ---- lists ---------------------------------------------------------------------------------------------------------

export interface RoleFilter {
  /** Lower-case parts of the name / code. */
  roleName?: string;
  roleKey?: string;
  status?: RoleItem['status'];
  /** Inclusive ISO lower bound and exclusive upper bound on the creation time. */
  from?: string;
  to?: string;
}

/**
 * A partition of a role list: the built-in roles the caller may see (read and decided first, filtered here), or a
 * key-prefix Query of the organization path index (subtree, or that organization only) holding custom roles.
 */
export type RolePartition = { builtIns: readonly RoleItem[] } | PathPartition;

/** A built-in role is found by its name in any language while it holds its built-in name (the viewer sees theirs). */
const nameMatches = (r: RoleItem, part: string) => searchableTexts(builtInRoleName(r), r.roleName).some((name) => norm(name).includes(part));

const matches = (r: RoleItem, f: RoleFilter) =>
  (!f.roleName || nameMatches(r, f.roleName)) &&
  (!f.roleKey || norm(r.roleKey).includes(f.roleKey)) &&
  (!f.status || r.status === f.status) &&
  (!f.from || r.createTime >= f.from) &&
  (!f.to || r.createTime < f.to);

const roleWhere =
  (p: PathPartition, f: RoleFilter): Where =>
  (attr, op) =>
    conditions([
      op.eq(attr.builtIn, false),
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.roleName && op.contains(attr.roleNameLower, f.roleName),
      f.roleKey && op.contains(attr.roleKeyLower, f.roleKey),
      f.status && op.eq(attr.status, f.status),
      f.from && op.gte(attr.createTime, f.from),
      f.to && op.lt(attr.createTime, f.to),
    ]);

function roleQuery(p: PathPartition, f: RoleFilter) {
  const q = RoleEntity.query.byPath({}).begins({ deptPath: p.prefix });
  return q.where(roleWhere(p, f) as unknown as Parameters<typeof q.where>[0]);
}

const builtInRows = (p: { builtIns: readonly RoleItem[] }, f: RoleFilter) =>
  p.builtIns.filter((r) => matches(r, f)).sort((a, b) => (a.roleSort ?? 0) - (b.roleSort ?? 0) || a.roleId - b.roleId);

function roleRunner(f: RoleFilter): PartitionRunner<RolePartition, RoleItem> {
  const queries = queryRunner((p: PathPartition) => roleQuery(p, f));
  return {
    page: async (p, count, cursor) => {
      if (!('builtIns' in p)) return queries.page(p, count, cursor);
      // read already: the cursor is the offset in the (small) filtered list
      const start = cursor === null ? 0 : Number(cursor);
      if (!Number.isInteger(start) || start < 0) throw AppError.of(ROLE_ERRORS, 'role.badCursor');
      const rows = builtInRows(p, f);
      const end = start + count;
      return { data: rows.slice(start, end), cursor: end < rows.length ? String(end) : null };
    },
    params: (p) => ('builtIns' in p ? null : queries.params(p)),
    count: async (p) => ('builtIns' in p ? builtInRows(p, f).length : 0),
  };
}

/** One cursor page of the partitions' roles (built-in ones first, then organization path order). */
export const pageRoles = (partitions: RolePartition[], filter: RoleFilter, limit: number, cursor?: string) =>
  walkPage(roleRunner(filter), partitions, limit, cursor, errorRef(ROLE_ERRORS, 'role.badCursor'));

/** The roles of the partitions matching the filter, counted up to `cap`. */
export const countRoles = (partitions: RolePartition[], filter: RoleFilter) => countUpTo(roleRunner(filter), partitions);

/** Up to `max` roles of the partitions (export). */
export const listRoles = (partitions: RolePartition[], filter: RoleFilter, max: number) => collectRows((limit, cursor) => pageRoles(partitions, filter, limit, cursor), max);

/** Every custom role of organization `prefix` and below (organization moves and the seed; never a request's list). */
export async function listRolesUnder(prefix: string): Promise<RoleItem[]> {
  const { data } = await RoleEntity.query.byPath({}).begins({ deptPath: prefix }).go({ pages: 'all' });
  return data.filter((r) => !r.builtIn);
}

// ---- writes --------------------------------------------------------------------------------------------------------

type Part = 'role' | 'name' | 'key' | 'cap' | 'other';

function refusal(part: Part | undefined): AppError {
  if (part === 'name') return AppError.of(ROLE_ERRORS, 'role.nameExists');
  if (part === 'key') return AppError.of(ROLE_ERRORS, 'role.keyExists');
  if (part === 'cap') return AppError.of(ROLE_ERRORS, 'role.tooMany', { max: MAX_ROLES_PER_DEPT });
  return new AppError('common.conflict');
}

/**
 * The fences of the menu holder counts when the write adds menus, after checking (consistently) that those menus
 * exist: a menu deleted after this check moved a fence, which refuses the write.
 */
async function fencesFor(added: readonly number[]): Promise<MenuFences | undefined> {
  if (!added.length) return undefined;
  const fences = await readMenuFences();
  const existing = await existingMenuIds(added);
  if (added.some((id) => !existing.has(id))) throw AppError.of(ROLE_ERRORS, 'role.menuNotFound');
  return fences;
}

/** Transaction items that take a role's name or code: its organization's marker, and the built-in rules. */
function takeValue(tx: TransactionEntities, add: AddItem<Part>, field: 'Name' | 'Key', role: RoleItem) {
  const part = field === 'Name' ? 'name' : 'key';
  const value = field === 'Name' ? role.roleName : role.roleKey;
  const owner = String(role.roleId);
  add(part, takeMarker(tx.unique, orgMarker(field, role.deptId, value), owner));
  if (role.builtIn) {
    add(part, takeMarker(tx.unique, builtInMarker(field, value), owner));
    // a built-in role's name is nobody's custom role name (codes of built-in roles never change)
    if (field === 'Name') add(part, assertCounterZero(tx.counter, nameUseCounter(value)));
    return;
  }
  add(part, tx.unique.check(builtInMarker(field, value)).where((attr, op) => op.notExists(attr.ownerId)).commit());
  if (field === 'Name') add('other', moveCounter(tx.counter, nameUseCounter(value), 1));
}

/** Transaction items that release a role's name or code. */
function releaseValue(tx: TransactionEntities, add: AddItem<Part>, field: 'Name' | 'Key', role: RoleItem) {
  const value = field === 'Name' ? role.roleName : role.roleKey;
  const owner = String(role.roleId);
  add('other', releaseMarker(tx.unique, orgMarker(field, role.deptId, value), owner));
  if (role.builtIn) add('other', releaseMarker(tx.unique, builtInMarker(field, value), owner));
  else if (field === 'Name') add('other', moveCounter(tx.counter, nameUseCounter(value), -1));
}

/** One role transaction (retried when only a concurrent transaction on a shared item canceled it). */
async function run(build: (tx: TransactionEntities, add: AddItem<Part>) => void): Promise<void> {
  const refused = await writeTransaction(ROLE_WRITE_ENTITIES, build, { tooMany: errorRef(COMMON_ERRORS, 'common.validation') });
  if (refused) throw refusal(refused.part);
}

/**
 * Creates a role with its markers, its organization's role count (custom roles: at most MAX_ROLES_PER_DEPT) and the
 * menu holder counts, in one transaction.
 */
export async function createRole(item: RoleItem): Promise<void> {
  const role = { ...item, ...searchFields(item) };
  const fences = await fencesFor(role.menuIds ?? []);
  await run((tx, add) => {
    add('role', tx.role.create(role).commit());
    takeValue(tx, add, 'Name', role);
    takeValue(tx, add, 'Key', role);
    if (!role.builtIn) {
      add(
        'cap',
        tx.counter
          .update({ name: deptRolesCounter(role.deptId) })
          .add({ value: 1 })
          .where((attr, op) => `${op.notExists(attr.value)} OR ${op.lt(attr.value, MAX_ROLES_PER_DEPT)}`)
          .commit(),
      );
    }
    for (const op of moveHolderCounts(tx, holderDeltas([], role.menuIds ?? []), fences)) add('other', op);
  });
}

/**
 * Updates a role, conditioned on the version and organization path read; renames swap their markers and the menu
 * holder counts follow, in the same transaction. The owner, its path and the built-in flag never change here.
 */
export async function updateRole(before: RoleItem, after: RoleItem): Promise<void> {
  // linkVersion is moved only by user writes (a stale copy written back would hide one from a delete); the path only by moves
  const { roleId, linkVersion: _held, deptId: _dept, deptPath: _path, builtIn: _builtIn, ...changes } = after;
  const deltas = holderDeltas(before.menuIds ?? [], after.menuIds ?? []);
  const fences = await fencesFor([...deltas].filter(([, d]) => d > 0).map(([id]) => id));
  const renamed = norm(before.roleName) !== norm(after.roleName);
  const rekeyed = norm(before.roleKey) !== norm(after.roleKey);
  await run((tx, add) => {
    add(
      'role',
      tx.role
        .patch({ roleId })
        .set({ ...changes, ...searchFields(after) })
        .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime ?? '')} AND ${op.eq(attr.deptPath, before.deptPath)}`)
        .commit(),
    );
    if (renamed) {
      releaseValue(tx, add, 'Name', before);
      takeValue(tx, add, 'Name', { ...before, roleName: after.roleName });
    }
    if (rekeyed) {
      releaseValue(tx, add, 'Key', before);
      takeValue(tx, add, 'Key', { ...before, roleKey: after.roleKey });
    }
    for (const op of moveHolderCounts(tx, deltas, fences)) add('other', op);
  });
}

/** Deletes roles with their markers and counts, all or nothing; each delete is conditioned on the version that was checked. */
export async function deleteRoles(items: RoleItem[]): Promise<void> {
  const deltas = new Map<number, number>();
  for (const item of items) for (const id of new Set(item.menuIds ?? [])) deltas.set(id, (deltas.get(id) ?? 0) - 1);
  const perDept = new Map<number, number>();
  for (const item of items.filter((r) => !r.builtIn)) perDept.set(item.deptId, (perDept.get(item.deptId) ?? 0) - 1);
  await run((tx, add) => {
    for (const item of items) {
      add(
        'role',
        tx.role
          .delete({ roleId: item.roleId })
          // unchanged, and nobody was given it since the caller checked it is held by nobody (decision 0017)
          .where(
            (attr, op) =>
              `${op.eq(attr.updateTime, item.updateTime ?? '')} AND ${item.linkVersion === undefined ? op.notExists(attr.linkVersion) : op.eq(attr.linkVersion, item.linkVersion)}`,
          )
          .commit(),
      );
      releaseValue(tx, add, 'Name', item);
      releaseValue(tx, add, 'Key', item);
    }
    for (const [deptId, delta] of perDept) add('other', moveCounter(tx.counter, deptRolesCounter(deptId), delta));
    for (const op of moveHolderCounts(tx, deltas)) add('other', op);
  });
}

/** Organization moves: every role owned by an organization under `from` gets its path rebased onto `to`. */
export const rebaseRoles = (from: string, to: string) =>
  rebaseUnder<Pick<RoleItem, 'roleId' | 'deptPath'>>(
    {
      page: (prefix, page) => RoleEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['roleId', 'deptPath'] }),
      pathOf: (r) => r.deptPath,
      patch: (r, deptPath) =>
        RoleEntity.patch({ roleId: r.roleId })
          .set({ deptPath })
          .where((attr, op) => op.eq(attr.deptPath, r.deptPath))
          .go(),
    },
    from,
    to,
  );

// ---- seeding -------------------------------------------------------------------------------------------------------

/** Seeding: creates a built-in role when absent (with its markers and counts), never overwrites one. */
export async function ensureBuiltInRole(item: RoleItem): Promise<boolean> {
  if (await getRoleById(item.roleId)) return false;
  try {
    await createRole({ ...item, builtIn: true });
    return true;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    logger.warn('built-in role not created', { roleId: item.roleId, errorCode: e.errorCode });
    return false;
  }
}

/**
 * Adds menus to a role's grants (seed upgrades: a module seeded on an existing installation reaches the seeded roles
 * meant to hold them). Only ever adds; conditional on the version read, retried once if an administrator edited the
 * role meanwhile. Returns whether the role changed.
 */
export async function addMenusToRole(roleId: number, menuIds: number[]): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const role = await getRoleById(roleId);
    if (!role) return false;
    const missing = menuIds.filter((id) => !role.menuIds.includes(id));
    if (!missing.length) return false;
    try {
      await updateRole(role, { ...role, menuIds: [...role.menuIds, ...missing].sort((a, b) => a - b) });
      return true;
    } catch (e) {
      if (!(e instanceof AppError) || e.errorCode !== 'common.conflict') throw e;
    }
  }
  return false;
}

/**
 * Roles written before roles belonged to an organization (docs/decisions/0025) get one, each in one transaction
 * conditioned on it having none yet (a re-run or a second seed changes nothing): the seeded roles (`builtInIds`)
 * become the root's built-in roles, every other role a custom role of the root. Their global name and code markers
 * are replaced by the organization's (and built-in) ones and the counts are set. Answers how many were migrated.
 */
export async function migrateUnownedRoles(builtInIds: readonly number[], root: { deptId: number; deptPath: string }): Promise<number> {
  const { data: legacy } = await LegacyRoleEntity.query.all({}).go({ pages: 'all' });
  let migrated = 0;
  for (const old of legacy.filter((r) => !r.deptPath)) {
    const role = { ...old, deptId: root.deptId, deptPath: root.deptPath, builtIn: builtInIds.includes(old.roleId) } as RoleItem;
    const owner = String(role.roleId);
    try {
      await run((tx, add) => {
        add(
          'role',
          tx.role
            .patch({ roleId: role.roleId })
            .set({ deptId: role.deptId, deptPath: role.deptPath, builtIn: role.builtIn, ...searchFields(role) })
            .where((attr, op) => op.notExists(attr.deptPath))
            .commit(),
        );
        // the global markers of before (scope roleName / roleKey, value = the lower-cased value)
        add('other', releaseMarker(tx.unique, { scope: 'roleName', value: norm(role.roleName) }, owner));
        add('other', releaseMarker(tx.unique, { scope: 'roleKey', value: norm(role.roleKey) }, owner));
        takeValue(tx, add, 'Name', role);
        takeValue(tx, add, 'Key', role);
        if (!role.builtIn) add('other', moveCounter(tx.counter, deptRolesCounter(role.deptId), 1));
      });
      migrated += 1;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      // a root role created since by this version took the name: the role keeps working for its holders, stays
      // out of lists, and the next start tries again (an administrator renames one of the two)
      logger.warn('role not migrated', { roleId: role.roleId, errorCode: e.errorCode });
    }
  }
  return migrated;
}
