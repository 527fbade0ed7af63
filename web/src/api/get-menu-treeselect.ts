import { queryOptions, useQuery } from '@tanstack/react-query';
import { MenuTreeselect, RoleMenuTreeselect } from '@aed/shared/routes/menu.routes';
import { api } from '../lib/api-client';
import { queryRoots } from './query-roots';

/** The menus the caller may grant (new role). */
export const getMenuTree = () => api(MenuTreeselect);
export const menuTreeOptions = () => queryOptions({ queryKey: [...queryRoots.menu, 'tree'], queryFn: getMenuTree, staleTime: 0, gcTime: 0 });
export const useMenuTree = (enabled: boolean) => useQuery({ ...menuTreeOptions(), enabled });

/** Grantable tree and the role's fully checked menus. */
export const getRoleMenuTree = (roleId: number) => api(RoleMenuTreeselect, { params: { roleId } });
export const roleMenuTreeOptions = (roleId: number) =>
  queryOptions({ queryKey: [...queryRoots.menu, 'roleTree', roleId], queryFn: () => getRoleMenuTree(roleId), staleTime: 0, gcTime: 0 });
export const useRoleMenuTree = (roleId: number | undefined) => useQuery({ ...roleMenuTreeOptions(roleId ?? 0), enabled: roleId !== undefined });
