/** Roles: menu permissions and data scope, with the anti-escalation rules of domain/role/role-grants.ts. */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { roleIdParams } from '@aed/shared/schemas/menu';
import * as role from '@aed/shared/schemas/role';
import type { RouteDefinition } from '../../route-types';

export const ROLE_ROUTES = [
  { id: 'RolePage', method: 'GET', path: '/upms/system/role/page', entry: 'system/role/get-role-page', access: PERMISSIONS.role.list, summary: 'Roles the caller sees, one cursor page (built-in ones first)', query: role.rolePageQuery },
  { id: 'RoleInfo', method: 'GET', path: '/upms/system/role/info', entry: 'system/role/get-role-info', access: PERMISSIONS.role.query, summary: 'One role by id', query: role.roleInfoQuery },
  { id: 'RoleAdd', method: 'POST', path: '/upms/system/role/add', entry: 'system/role/post-role-add', access: PERMISSIONS.role.add, summary: 'Add a role (only menus and a scope the caller holds)', body: role.addRoleBody, log: { module: 'role', type: 'add' } },
  { id: 'RoleUpdate', method: 'PUT', path: '/upms/system/role/update', entry: 'system/role/put-role-update', access: PERMISSIONS.role.edit, summary: 'Update a role and its menus', body: role.updateRoleBody, log: { module: 'role', type: 'update' } },
  { id: 'RoleDelete', method: 'DELETE', path: '/upms/system/role/delete', entry: 'system/role/delete-role', access: PERMISSIONS.role.remove, summary: 'Delete roles no user holds (ids=1,2)', query: role.deleteRoleQuery, log: { module: 'role', type: 'delete' } },
  { id: 'RoleExport', method: 'GET', path: '/upms/system/role/export', entry: 'system/role/get-role-export', access: PERMISSIONS.role.export, summary: 'Roles matching the search as xlsx', query: role.roleSearch, file: true, log: { module: 'role', type: 'export' } },
  { id: 'RoleChangeStatus', method: 'PUT', path: '/upms/system/role/changeStatus', entry: 'system/role/put-role-status', access: PERMISSIONS.role.edit, summary: "Enable or disable a role (disabling ends its users' sessions)", body: role.roleStatusBody, log: { module: 'role', type: 'update' } },
  { id: 'RoleDataScope', method: 'PUT', path: '/upms/system/role/dataScope', entry: 'system/role/put-role-data-scope', access: PERMISSIONS.role.edit, summary: 'Set the data scope of a role', body: role.roleDataScopeBody, log: { module: 'role', type: 'authorize' } },
  { id: 'RoleOptions', method: 'GET', path: '/upms/system/role/optionselect', entry: 'system/role/get-role-options', access: 'session', summary: 'Enabled roles the caller may give to a user of an organization (default its own)', query: role.roleOptionsQuery },
  { id: 'RoleDeptOptions', method: 'GET', path: '/upms/system/role/deptOptions', entry: 'system/role/get-role-dept-options', access: PERMISSIONS.role.add, summary: 'Organizations the caller may keep roles in (their whole subtree in its scope)' },
  { id: 'RoleDeptTree', method: 'GET', path: '/upms/system/role/deptTree/{roleId}', entry: 'system/role/get-role-dept-tree', access: PERMISSIONS.role.query, summary: "Organizations of the caller's scope and a role's custom organizations", params: roleIdParams },
] as const satisfies readonly RouteDefinition[];
