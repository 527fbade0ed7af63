/** Menus: the route tree every user receives is built from them (only the super administrator changes them). */
import { PERMISSIONS } from '../permissions/permissions';
import * as menu from '../schemas/menu';
import { noData } from '../api/envelope';
import { defineRoute } from '../api/route';
import * as z from 'zod';

export const MenuList = defineRoute({ id: 'MenuList', method: 'GET', path: '/upms/system/menu/list', access: PERMISSIONS.menu.list, summary: 'Every menu (flat, tree order), filtered by name and status', query: menu.menuSearch, response: z.array(menu.menuRecord) });
export const MenuInfo = defineRoute({ id: 'MenuInfo', method: 'GET', path: '/upms/system/menu/info', access: PERMISSIONS.menu.query, summary: 'One menu by id', query: menu.menuIdQuery, response: menu.menuRecord });
export const MenuAdd = defineRoute({ id: 'MenuAdd', method: 'POST', path: '/upms/system/menu/add', access: PERMISSIONS.menu.add, summary: 'Add a menu (super administrator)', body: menu.addMenuBody, log: { module: 'menu', type: 'add' }, response: menu.menuRecord });
export const MenuUpdate = defineRoute({ id: 'MenuUpdate', method: 'PUT', path: '/upms/system/menu/update', access: PERMISSIONS.menu.edit, summary: 'Update a menu (super administrator)', body: menu.updateMenuBody, log: { module: 'menu', type: 'update' }, response: menu.menuRecord });
export const MenuDelete = defineRoute({ id: 'MenuDelete', method: 'DELETE', path: '/upms/system/menu/delete', access: PERMISSIONS.menu.remove, summary: 'Delete a menu without sub-menus that no role holds (menuId=)', query: menu.menuIdQuery, log: { module: 'menu', type: 'delete' }, response: noData });
export const MenuTreeselect = defineRoute({ id: 'MenuTreeselect', method: 'GET', path: '/upms/system/menu/treeselect', access: 'session', summary: 'The menus the caller may grant, as a tree', response: z.array(menu.treeNode) });
export const RoleMenuTreeselect = defineRoute({ id: 'RoleMenuTreeselect', method: 'GET', path: '/upms/system/menu/roleMenuTreeselect/{roleId}', access: PERMISSIONS.role.query, summary: "Grantable menu tree and a role's fully checked menus", params: menu.roleIdParams, response: menu.roleMenuTree });
export const MENU_ROUTES = [MenuList, MenuInfo, MenuAdd, MenuUpdate, MenuDelete, MenuTreeselect, RoleMenuTreeselect] as const;
