import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleMenuTree, TreeNode } from '@aed/shared/schemas/menu';
import { legacyApi } from '../../../lib/api-client';
import { MENU_API, menuKeys } from './menu-keys';

/** `GET /upms/system/menu/treeselect`: the menus the caller may grant (new role). */
export const getMenuTree = (): Promise<TreeNode[]> => legacyApi.get<TreeNode[]>(`${MENU_API}/treeselect`);
export const menuTreeOptions = () => queryOptions({ queryKey: menuKeys.tree(), queryFn: getMenuTree, staleTime: 0, gcTime: 0 });
export const useMenuTree = (enabled: boolean) => useQuery({ ...menuTreeOptions(), enabled });

/** `GET /upms/system/menu/roleMenuTreeselect/{roleId}`: grantable tree and the role's fully checked menus. */
export const getRoleMenuTree = (roleId: number): Promise<RoleMenuTree> => legacyApi.get<RoleMenuTree>(`${MENU_API}/roleMenuTreeselect/${roleId}`);
export const roleMenuTreeOptions = (roleId: number) =>
  queryOptions({ queryKey: menuKeys.roleTree(roleId), queryFn: () => getRoleMenuTree(roleId), staleTime: 0, gcTime: 0 });
export const useRoleMenuTree = (roleId: number | undefined) => useQuery({ ...roleMenuTreeOptions(roleId ?? 0), enabled: roleId !== undefined });
