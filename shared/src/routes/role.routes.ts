/** Roles: menu permissions and data scope, with the anti-escalation rules of domain/role/role-grants.ts. */
import { PERMISSIONS } from '../permissions/permissions';
import * as role from '../schemas/role';
import { cursorPageOf, noData } from '../api/envelope';
import { defineRoute } from '../api/route';
import { roleIdParams, treeNode } from '../schemas/menu';
import * as z from 'zod';

export const RolePage = defineRoute({ id: 'RolePage', method: 'GET', path: '/upms/system/role/page', access: PERMISSIONS.role.list, summary: 'Roles the caller sees, one cursor page (built-in ones first)', query: role.rolePageQuery, response: cursorPageOf(role.roleRecord) });
export const RoleInfo = defineRoute({ id: 'RoleInfo', method: 'GET', path: '/upms/system/role/info', access: PERMISSIONS.role.query, summary: 'One role by id', query: role.roleInfoQuery, response: role.roleRecord });
export const RoleAdd = defineRoute({ id: 'RoleAdd', method: 'POST', path: '/upms/system/role/add', access: PERMISSIONS.role.add, summary: 'Add a role (only menus and a scope the caller holds)', body: role.addRoleBody, log: { module: 'role', type: 'add' }, response: role.roleRecord });
export const RoleUpdate = defineRoute({ id: 'RoleUpdate', method: 'PUT', path: '/upms/system/role/update', access: PERMISSIONS.role.edit, summary: 'Update a role and its menus', body: role.updateRoleBody, log: { module: 'role', type: 'update' }, response: role.roleRecord });
export const RoleDelete = defineRoute({ id: 'RoleDelete', method: 'DELETE', path: '/upms/system/role/delete', access: PERMISSIONS.role.remove, summary: 'Delete roles no user holds (ids=1,2)', query: role.deleteRoleQuery, log: { module: 'role', type: 'delete' }, response: noData });
export const RoleExport = defineRoute({ id: 'RoleExport', method: 'GET', path: '/upms/system/role/export', access: PERMISSIONS.role.export, summary: 'Roles matching the search as xlsx', query: role.roleSearch, file: true, log: { module: 'role', type: 'export' } });
export const RoleChangeStatus = defineRoute({ id: 'RoleChangeStatus', method: 'PUT', path: '/upms/system/role/changeStatus', access: PERMISSIONS.role.edit, summary: "Enable or disable a role (disabling ends its users' sessions)", body: role.roleStatusBody, log: { module: 'role', type: 'update' }, response: noData });
export const RoleDataScope = defineRoute({ id: 'RoleDataScope', method: 'PUT', path: '/upms/system/role/dataScope', access: PERMISSIONS.role.edit, summary: 'Set the data scope of a role', body: role.roleDataScopeBody, log: { module: 'role', type: 'authorize' }, response: noData });
export const RoleOptions = defineRoute({ id: 'RoleOptions', method: 'GET', path: '/upms/system/role/optionselect', access: 'session', summary: 'Enabled roles the caller may give to a user of an organization (default its own)', query: role.roleOptionsQuery, response: z.array(role.roleOption) });
export const RoleDeptOptions = defineRoute({ id: 'RoleDeptOptions', method: 'GET', path: '/upms/system/role/deptOptions', access: PERMISSIONS.role.add, summary: 'Organizations the caller may keep roles in (their whole subtree in its scope)', response: z.array(treeNode) });
export const RoleDeptTree = defineRoute({ id: 'RoleDeptTree', method: 'GET', path: '/upms/system/role/deptTree/{roleId}', access: PERMISSIONS.role.query, summary: "Organizations of the caller's scope and a role's custom organizations", params: roleIdParams, response: role.roleDeptTree });
export const ROLE_ROUTES = [RolePage, RoleInfo, RoleAdd, RoleUpdate, RoleDelete, RoleExport, RoleChangeStatus, RoleDataScope, RoleOptions, RoleDeptOptions, RoleDeptTree] as const;
