import { getDeptsByIds, getRolesByIds } from '../../data/access/access-control';
import { getDeviceModelsByIds, getProductTypesByIds } from '../../data/access/catalogue-reads';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { RoleItem } from '../../data/entities/role-entity';
import type { DeviceModelItem } from '../../data/entities/device-model-entity';
import type { ProductTypeItem } from '../../data/entities/product-type-entity';
import { IdCache } from './id-cache';

/**
 * The names rows and the caller's own info show, cached per container for a short while (id-cache.ts, decision 0034): catalogue models
 * and product types (bounded, platform-wide, rarely changed) and organizations. Only what names a row is kept, never a
 * path or anything a scope check reads. The writes that change these fields call `forget*`.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

export type ModelNames = Pick<DeviceModelItem, 'modelId' | 'modelName' | 'modelCode' | 'brand' | 'workingPrinciple'>;
export type TypeNames = Pick<ProductTypeItem, 'typeId' | 'typeName'>;
export type DeptNames = Pick<DeptItem, 'deptId' | 'deptName' | 'deptType'>;
export type RoleNames = Pick<RoleItem, 'roleId' | 'roleKey' | 'roleName' | 'roleSort' | 'builtIn'>;

const models = new IdCache<ModelNames>({
  load: async (ids) => (await getDeviceModelsByIds(ids)).map(({ modelId, modelName, modelCode, brand, workingPrinciple }) => ({ modelId, modelName, modelCode, brand, workingPrinciple })),
  idOf: (m) => m.modelId,
  ttlMs: TTL_MS,
  maxEntries: MAX_ENTRIES,
});
const types = new IdCache<TypeNames>({
  load: async (ids) => (await getProductTypesByIds(ids)).map(({ typeId, typeName }) => ({ typeId, typeName })),
  idOf: (t) => t.typeId,
  ttlMs: TTL_MS,
  maxEntries: MAX_ENTRIES,
});
const depts = new IdCache<DeptNames>({
  load: async (ids) => (await getDeptsByIds(ids)).map(({ deptId, deptName, deptType }) => ({ deptId, deptName, deptType })),
  idOf: (d) => d.deptId,
  ttlMs: TTL_MS,
  maxEntries: MAX_ENTRIES,
});

const roles = new IdCache<RoleNames>({
  load: async (ids) => (await getRolesByIds(ids)).map(({ roleId, roleKey, roleName, roleSort, builtIn }) => ({ roleId, roleKey, roleName, roleSort, builtIn })),
  idOf: (r) => r.roleId,
  ttlMs: TTL_MS,
  maxEntries: MAX_ENTRIES,
});

export const modelNamesOf = (ids: readonly number[]) => models.get(ids);
export const typeNamesOf = (ids: readonly number[]) => types.get(ids);
export const deptNamesOf = (ids: readonly number[]) => depts.get(ids);
/** The names of roles (the home page and the personal centre name the caller's roles). */
export const roleNamesByIds = (ids: readonly number[]) => roles.get(ids);

export const forgetModelNames = (ids: readonly number[]) => ids.forEach((id) => models.forget(id));
export const forgetTypeNames = (ids: readonly number[]) => ids.forEach((id) => types.forget(id));
export const forgetDeptNames = (ids: readonly number[]) => ids.forEach((id) => depts.forget(id));
export const forgetRoleNames = (ids: readonly number[]) => ids.forEach((id) => roles.forget(id));
