/** Menus: the route tree every user receives is built from them (only the super administrator changes them). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as menu from '@aed/shared/schemas/menu';
import type { RouteDefinition } from '../../route-types';

export const MENU_ROUTES = [
  { id: 'MenuList', method: 'GET', path: '/upms/system/menu/list', entry: 'system/menu/get-menu-list', access: PERMISSIONS.menu.list, summary: 'Every menu (flat, tree order), filtered by name and status', query: menu.menuSearch },
  { id: 'MenuInfo', method: 'GET', path: '/upms/system/menu/info', entry: 'system/menu/get-menu-info', access: PERMISSIONS.menu.query, summary: 'One menu by id', query: menu.menuIdQuery },
  { id: 'MenuAdd', method: 'POST', path: '/upms/system/menu/add', entry: 'system/menu/post-menu-add', access: PERMISSIONS.menu.add, summary: 'Add a menu (super administrator)', body: menu.addMenuBody, log: { module: 'menu', type: 'add' } },
  { id: 'MenuUpdate', method: 'PUT', path: '/upms/system/menu/update', entry: 'system/menu/put-menu-update', access: PERMISSIONS.menu.edit, summary: 'Update a menu (super administrator)', body: menu.updateMenuBody, log: { module: 'menu', type: 'update' } },
  { id: 'MenuDelete', method: 'DELETE', path: '/upms/system/menu/delete', entry: 'system/menu/delete-menu', access: PERMISSIONS.menu.remove, summary: 'Delete a menu without sub-menus that no role holds (menuId=)', query: menu.menuIdQuery, log: { module: 'menu', type: 'delete' } },
  { id: 'MenuTreeselect', method: 'GET', path: '/upms/system/menu/treeselect', entry: 'system/menu/get-menu-treeselect', access: 'session', summary: 'The menus the caller may grant, as a tree' },
  { id: 'RoleMenuTreeselect', method: 'GET', path: '/upms/system/menu/roleMenuTreeselect/{roleId}', entry: 'system/menu/get-role-menu-treeselect', access: PERMISSIONS.role.query, summary: "Grantable menu tree and a role's fully checked menus", params: menu.roleIdParams },
] as const satisfies readonly RouteDefinition[];
