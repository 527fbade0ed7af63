import { DeptEntity, type DeptItem } from '../entities/dept-entity';
import { MenuEntity, type MenuItem } from '../entities/menu-entity';
import { RoleEntity, type RoleItem } from '../entities/role-entity';

export async function getRolesByIds(roleIds: number[]): Promise<RoleItem[]> {
  if (!roleIds.length) return [];
  const { data } = await RoleEntity.get(roleIds.map((roleId) => ({ roleId }))).go();
  return data;
}

/** The whole menu tree: one Query of the menu partition (menus number in the hundreds at most). */
export async function listAllMenus(): Promise<MenuItem[]> {
  const { data } = await MenuEntity.query.all({}).go({ pages: 'all' });
  return data;
}

export async function getDeptsByIds(deptIds: number[]): Promise<DeptItem[]> {
  if (!deptIds.length) return [];
  const { data } = await DeptEntity.get(deptIds.map((deptId) => ({ deptId }))).go();
  return data;
}

export async function getDept(deptId: number): Promise<DeptItem | null> {
  const { data } = await DeptEntity.get({ deptId }).go();
  return data;
}
