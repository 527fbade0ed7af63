import { MAX_ROLES } from '@aed/shared/schemas/role';
import { AppError } from '../../domain/app-error';
import { aedService } from '../service';
import { RoleEntity, type RoleItem } from '../entities/role-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { isConditionalFailure } from './ids';

/** Role names and role keys are each unique (case-insensitive): one marker per value, same transaction. */
const nameMarker = (roleName: string) => ({ scope: 'roleName', value: roleName.trim().toLowerCase() });
const keyMarker = (roleKey: string) => ({ scope: 'roleKey', value: roleKey.trim().toLowerCase() });

/** Every role: one Query of the role partition, capped at MAX_ROLES. */
export async function listRoles(): Promise<RoleItem[]> {
  const { data } = await RoleEntity.query.all({}).go({ pages: 'all', limit: MAX_ROLES });
  return data;
}

export async function getRoleById(roleId: number): Promise<RoleItem | null> {
  const { data } = await RoleEntity.get({ roleId }).go();
  return data;
}

export async function roleNameTaken(roleName: string, exceptRoleId?: number): Promise<boolean> {
  const { data } = await UniqueEntity.get(nameMarker(roleName)).go();
  return data !== null && data.ownerId !== String(exceptRoleId ?? '');
}

export async function roleKeyTaken(roleKey: string, exceptRoleId?: number): Promise<boolean> {
  const { data } = await UniqueEntity.get(keyMarker(roleKey)).go();
  return data !== null && data.ownerId !== String(exceptRoleId ?? '');
}

/** Which write of a canceled role transaction failed: [role, name marker?, key marker?]. */
function refusal(rejected: boolean[], parts: ('role' | 'name' | 'key')[]): AppError {
  const failed = parts[rejected.findIndex(Boolean)];
  if (failed === 'name') return new AppError('role.nameExists');
  if (failed === 'key') return new AppError('role.keyExists');
  return new AppError('common.conflict');
}

/** Creates a role with its name and key markers in one transaction. */
export async function createRole(item: RoleItem): Promise<void> {
  const owner = String(item.roleId);
  const result = await aedService.transaction
    .write(({ role, unique }) => [
      role.create(item).commit(),
      unique.create({ ...nameMarker(item.roleName), ownerId: owner }).commit(),
      unique.create({ ...keyMarker(item.roleKey), ownerId: owner }).commit(),
    ])
    .go();
  if (result.canceled) throw refusal(result.data.map((r) => r.rejected), ['role', 'name', 'key']);
}

/** Updates a role (conditioned on the version read); renames swap their markers in the same transaction. */
export async function updateRole(before: RoleItem, after: RoleItem): Promise<void> {
  // linkVersion is moved only by user writes (a stale copy written back would hide one from a delete)
  const { roleId, linkVersion: _held, ...changes } = after;
  const owner = String(roleId);
  const nameChanged = nameMarker(before.roleName).value !== nameMarker(after.roleName).value;
  const keyChanged = keyMarker(before.roleKey).value !== keyMarker(after.roleKey).value;
  const parts: ('role' | 'name' | 'key')[] = ['role', ...(nameChanged ? (['name', 'name'] as const) : []), ...(keyChanged ? (['key', 'key'] as const) : [])];
  const result = await aedService.transaction
    .write(({ role, unique }) => [
      role
        .patch({ roleId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime ?? ''))
        .commit(),
      ...(nameChanged
        ? [unique.delete(nameMarker(before.roleName)).commit(), unique.create({ ...nameMarker(after.roleName), ownerId: owner }).commit()]
        : []),
      ...(keyChanged ? [unique.delete(keyMarker(before.roleKey)).commit(), unique.create({ ...keyMarker(after.roleKey), ownerId: owner }).commit()] : []),
    ])
    .go();
  if (result.canceled) throw refusal(result.data.map((r) => r.rejected), parts);
}

/** Deletes roles and their markers, all or nothing; each delete is conditioned on the version that was checked. */
export async function deleteRoles(items: RoleItem[]): Promise<void> {
  const result = await aedService.transaction
    .write(({ role, unique }) =>
      items.flatMap((item) => [
        role
          .delete({ roleId: item.roleId })
          // unchanged, and nobody was given it since the caller checked it is held by nobody (decision 0017)
          .where(
            (attr, op) =>
              `${op.eq(attr.updateTime, item.updateTime ?? '')} AND ${item.linkVersion === undefined ? op.notExists(attr.linkVersion) : op.eq(attr.linkVersion, item.linkVersion)}`,
          )
          .commit(),
        unique.delete(nameMarker(item.roleName)).commit(),
        unique.delete(keyMarker(item.roleKey)).commit(),
      ]),
    )
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}

/** Seeding: create when absent (with markers), never overwrite; markers missing from older data are added. */
export async function ensureRole(item: RoleItem): Promise<boolean> {
  try {
    await createRole(item);
    return true;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
  }
  const existing = await getRoleById(item.roleId);
  if (!existing) return false;
  for (const marker of [nameMarker(existing.roleName), keyMarker(existing.roleKey)]) {
    try {
      await UniqueEntity.create({ ...marker, ownerId: String(existing.roleId) }).go();
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }
  return false;
}

/**
 * Adds menus to a role's grants (seed upgrades: a module seeded on an existing installation reaches the seeded roles
 * meant to hold it). Only ever adds; conditional on the version read, retried once if an administrator edited the
 * role meanwhile. Returns whether the role changed.
 */
export async function addMenusToRole(roleId: number, menuIds: number[]): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const role = await getRoleById(roleId);
    if (!role) return false;
    const missing = menuIds.filter((id) => !role.menuIds.includes(id));
    if (!missing.length) return false;
    try {
      await RoleEntity.patch({ roleId })
        .set({ menuIds: [...role.menuIds, ...missing].sort((a, b) => a - b) })
        .where((attr, op) => op.eq(attr.updateTime, role.updateTime))
        .go();
      return true;
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }
  return false;
}
