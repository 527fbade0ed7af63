import { LIMITS } from '@aed/shared/constants/limits';

/**
 * Data scope (spec section 6): what part of the organization tree a caller may read and write. It is resolved
 * once at login from the caller's enabled roles, kept in the session, and enforced by the data layer on every
 * list, read, update and delete of scoped records (records carry their organization's materialized path).
 *
 * Role data scope: 1 all, 2 custom organizations, 3 own organization, 4 own organization and below, 5 only own.
 */
export interface DataScope {
  /** Every organization. */
  all: boolean;
  /** Organization subtrees as materialized-path prefixes ("0,100,105,"). */
  subtrees: string[];
  /** Single organizations (their exact paths), without their children. */
  exact: string[];
  /** Records owned by this user (scope 5). */
  selfUserId?: number;
}

/**
 * The root organization (the default organization 100): every organization lies below it. What it owns is the
 * platform's (its notices reach every tenant, its parameters are the ones the platform reads: decision 0026).
 */
export const ROOT_DEPT = { deptId: LIMITS.defaultDeptId, deptPath: `0,${LIMITS.defaultDeptId},` } as const;

export const NO_SCOPE: DataScope = { all: false, subtrees: [], exact: [] };
export const ALL_SCOPE: DataScope = { all: true, subtrees: [], exact: [] };

export interface ScopeRole {
  dataScope: '1' | '2' | '3' | '4' | '5';
  /** Paths of the organizations a custom (2) role names. */
  customDeptPaths?: string[];
}

/** The union of the roles' scopes, with paths already covered by a wider subtree removed. */
export function resolveDataScope(roles: ScopeRole[], user: { userId: number; deptPath: string; isSuperAdmin?: boolean }): DataScope {
  if (user.isSuperAdmin || roles.some((r) => r.dataScope === '1')) return ALL_SCOPE;
  const subtrees = new Set<string>();
  const exact = new Set<string>();
  let self = false;
  for (const role of roles) {
    if (role.dataScope === '4') subtrees.add(user.deptPath);
    if (role.dataScope === '3') exact.add(user.deptPath);
    if (role.dataScope === '2') for (const p of role.customDeptPaths ?? []) exact.add(p);
    if (role.dataScope === '5') self = true;
  }
  const minimal = [...subtrees].filter((p) => ![...subtrees].some((q) => q !== p && p.startsWith(q)));
  const covered = (path: string) => minimal.some((q) => path.startsWith(q));
  return {
    all: false,
    subtrees: minimal.sort(),
    exact: [...exact].filter((p) => !covered(p)).sort(),
    ...(self ? { selfUserId: user.userId } : {}),
  };
}

/** May the caller see or change a record of organization `deptPath` (owned by `ownerUserId`)? */
export function scopeCovers(scope: DataScope, deptPath: string, ownerUserId?: number): boolean {
  if (scope.all) return true;
  if (scope.subtrees.some((p) => deptPath.startsWith(p))) return true;
  if (scope.exact.includes(deptPath)) return true;
  return scope.selfUserId !== undefined && ownerUserId === scope.selfUserId;
}

/**
 * Does the caller's scope hold every organization of `deptPath`'s subtree? A record whose effect reaches that whole
 * subtree (a role its users may hold, a notice published to it) is changed only by such a caller: covering the
 * organization alone (own organization, custom) is not enough, or a change would reach organizations outside the scope.
 */
export function scopeCoversSubtree(scope: DataScope, deptPath: string): boolean {
  return scope.all || scope.subtrees.some((p) => deptPath.startsWith(p));
}

/**
 * Is the caller the platform's operator: a scope over the root organization's whole subtree ("all", or organization
 * and below at the root, which is the same set)? Platform-wide records (dictionaries, positions, scheduled jobs) and
 * the root organization's notices and parameters are changed only by such a caller (decision 0026).
 */
export const isPlatformScope = (scope: DataScope): boolean => scopeCoversSubtree(scope, ROOT_DEPT.deptPath);

/** The ids of an organization path, root first ("0,100,105," -> [100, 105]). */
export const pathDeptIds = (deptPath: string): number[] =>
  deptPath
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((id) => id > 0);

/** May the caller act on a whole organization (e.g. create a child, assign a user to it)? */
export const scopeCoversOrganization = (scope: DataScope, deptPath: string): boolean => scopeCovers(scope, deptPath);

/**
 * The key-prefix Queries a scoped list runs: one per subtree (`begins_with(path)`) and per single organization
 * (`begins_with(path + delimiter)`, i.e. that organization only). Never a Scan, never other tenants' items.
 */
export function scopeQueries(scope: DataScope): { prefix: string; subtree: boolean }[] {
  if (scope.all) return [{ prefix: '0,', subtree: true }];
  return [...scope.subtrees.map((prefix) => ({ prefix, subtree: true })), ...scope.exact.map((prefix) => ({ prefix, subtree: false }))];
}

export const serializeScope = (scope: DataScope): string => JSON.stringify(scope);
export function parseScope(json: string | undefined): DataScope {
  if (!json) return NO_SCOPE;
  try {
    const s = JSON.parse(json) as DataScope;
    return { all: s.all === true, subtrees: s.subtrees ?? [], exact: s.exact ?? [], ...(s.selfUserId ? { selfUserId: s.selfUserId } : {}) };
  } catch {
    return NO_SCOPE;
  }
}

/**
 * Whether the organization at `path` is one a list may be narrowed to: it lies in `scope`, holds part of it below
 * it, or holds the caller's own organization (`selfPath`). Any other organization is answered as a missing one
 * (`dept.notFound`): an empty page would tell another tenant's organization ids from ids that do not exist.
 */
export function scopeReaches(scope: DataScope, path: string, selfPath: string): boolean {
  if (scope.all || selfPath.startsWith(path)) return true;
  return scope.subtrees.some((s) => path.startsWith(s) || s.startsWith(path)) || scope.exact.some((e) => e.startsWith(path));
}

/**
 * The part of `scope` inside organization `path` (and below when `subtree`), e.g. the organization picked in a
 * list's tree. `selfPath` is the caller's own organization path: "only own" survives when it lies inside `path`.
 * The result is never wider than `scope`.
 */
export function narrowScope(scope: DataScope, path: string, subtree: boolean, selfPath: string): DataScope {
  const inside = (p: string) => (subtree ? p.startsWith(path) : p === path);
  const self = scope.selfUserId !== undefined && inside(selfPath) ? { selfUserId: scope.selfUserId } : {};
  if (scope.all || scope.subtrees.some((s) => path.startsWith(s))) {
    return subtree ? { all: false, subtrees: [path], exact: [], ...self } : { all: false, subtrees: [], exact: [path], ...self };
  }
  return {
    all: false,
    subtrees: subtree ? scope.subtrees.filter(inside) : [],
    exact: scope.exact.filter(inside),
    ...self,
  };
}
