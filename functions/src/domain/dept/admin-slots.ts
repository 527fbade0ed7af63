import { LIMITS } from '@aed/shared/constants/limits';
import { getRolesByIds } from '../../data/access/access-control';
import { getDeptById, listUsersOfDept } from '../../data/access/dept-reads';
import { AppError } from '../../lib/app-error';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

/** Role keys of the administrator kinds the spec limits per organization (seed roles 3, 8 and 9). */
export const ADMIN_ROLE_KEYS = { admin: 'orgAdmin', readOnlyAdmin: 'readonlyAdmin', operationAdmin: 'operationAdmin' } as const;
const ALL_ADMIN_KEYS: readonly string[] = Object.values(ADMIN_ROLE_KEYS);

/**
 * Spec section 5: at most one read-only administrator, one operation administrator and three administrators in total
 * (the three kinds together) per organization. Called by the Users module before a user of `deptId` gets `roleKeys`
 * (pass `exceptUserId` when that user already exists, so its current roles are not counted twice).
 * Counts the organization's users with a Query of the users' path index (that organization only).
 */
export async function assertAdminSlots(deptId: number, roleKeys: readonly string[], exceptUserId?: number): Promise<void> {
  const wanted = roleKeys.filter((k) => ALL_ADMIN_KEYS.includes(k));
  if (!wanted.length) return;
  const dept = await getDeptById(deptId);
  if (!dept) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
  const users = (await listUsersOfDept(dept.deptPath)).filter((u) => !u.deleted && u.userId !== exceptUserId);
  const roles = await getRolesByIds([...new Set(users.flatMap((u) => u.roleIds ?? []))]);
  const keyOf = new Map(roles.map((r) => [r.roleId, r.roleKey]));
  const held = users.map((u) => new Set((u.roleIds ?? []).map((id) => keyOf.get(id)).filter((k): k is string => !!k)));
  const count = (pred: (keys: Set<string>) => boolean) => held.filter(pred).length;

  if (wanted.includes(ADMIN_ROLE_KEYS.readOnlyAdmin) && count((k) => k.has(ADMIN_ROLE_KEYS.readOnlyAdmin)) >= LIMITS.readOnlyAdminsPerOrganization) {
    throw AppError.of(DEPT_ERRORS, 'dept.readOnlyAdminLimit', { max: LIMITS.readOnlyAdminsPerOrganization });
  }
  if (wanted.includes(ADMIN_ROLE_KEYS.operationAdmin) && count((k) => k.has(ADMIN_ROLE_KEYS.operationAdmin)) >= LIMITS.operationAdminsPerOrganization) {
    throw AppError.of(DEPT_ERRORS, 'dept.operationAdminLimit', { max: LIMITS.operationAdminsPerOrganization });
  }
  if (count((k) => ALL_ADMIN_KEYS.some((a) => k.has(a))) >= LIMITS.adminsPerOrganization) {
    throw AppError.of(DEPT_ERRORS, 'dept.adminLimit', { max: LIMITS.adminsPerOrganization });
  }
}
