import * as z from 'zod';
import { cursorPageFields, dateRangeQuery, emptyToUndefined, idListQuery, optionalText, withDateRangeInOrder } from '../api/envelope';
import { LIMITS } from '../constants/limits';
import { treeNode } from './menu';

/** 1 all, 2 custom organizations, 3 own organization, 4 own organization and below, 5 only own records. */
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;
export type DataScopeCode = (typeof DATA_SCOPES)[number];
export const ROLE_STATUSES = ['0', '1'] as const;
/** Roles one organization may own (built-in roles not counted), so no tenant can grow the role set without bound. */
export const MAX_ROLES_PER_DEPT = 100;
/** The system super administrator role. */
export const ADMIN_ROLE_ID = 1;

export const roleRecord = z.object({
  roleId: z.number(),
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number(),
  dataScope: z.enum(DATA_SCOPES),
  /** Checked menus and their half-checked parents. */
  menuIds: z.array(z.number()),
  /** Organizations of a custom (2) data scope. */
  deptIds: z.array(z.number()),
  status: z.enum(ROLE_STATUSES),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
  /** The system administrator role (cannot be deleted, disabled or restricted). */
  admin: z.boolean(),
  /** The organization that owns the role (docs/decisions/0025); built-in roles belong to the root organization. */
  deptId: z.number(),
  deptName: z.string(),
  /** One of the platform's seeded roles: changed only by the platform's administrators. */
  builtIn: z.boolean(),
  /** May the caller change, enable/disable, re-scope and delete it (the server decides again on every call). */
  manageable: z.boolean(),
});
export type RoleRecord = z.infer<typeof roleRecord>;

const idList = z.array(z.coerce.number().int().positive()).max(2000).default([]);

const roleFields = {
  roleName: z.string().trim().min(1, 'common.validation').max(LIMITS.nameMaxLength, 'common.validation'),
  roleKey: z.string().trim().min(1, 'common.validation').max(100, 'common.validation').regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'common.validation'),
  roleSort: z.coerce.number().int().min(0).max(9999).default(0),
  status: z.enum(ROLE_STATUSES).default('0'),
  menuIds: idList,
  remark: z.string().trim().max(500).optional().default(''),
};

/**
 * A custom data scope (2) names at least one organization: with none ticked it would save a scope that sees nothing
 * (issue 14, item 8). Refused at `deptIds`, by the server and by the data-scope dialog alike.
 */
const customScopeNamesDepts = (v: { dataScope: DataScopeCode; deptIds: number[] }) => v.dataScope !== '2' || v.deptIds.length > 0;
const CUSTOM_SCOPE_EMPTY = { message: 'role.customScopeEmpty', path: ['deptIds'] };

export const addRoleBody = z
  .object({
    ...roleFields,
    dataScope: z.enum(DATA_SCOPES).default('5'),
    deptIds: idList,
    /** The organization that will own the role; default the caller's own. */
    deptId: z.coerce.number().int().positive().optional(),
  })
  .refine(customScopeNamesDepts, CUSTOM_SCOPE_EMPTY);
export type AddRoleBody = z.infer<typeof addRoleBody>;

/** The data scope is changed by its own call (RoleDataScope). */
export const updateRoleBody = z.object({ roleId: z.coerce.number().int().positive(), ...roleFields });
export type UpdateRoleBody = z.infer<typeof updateRoleBody>;

export const roleDataScopeBody = z
  .object({
    roleId: z.coerce.number().int().positive(),
    dataScope: z.enum(DATA_SCOPES),
    deptIds: idList,
  })
  .refine(customScopeNamesDepts, CUSTOM_SCOPE_EMPTY);
export type RoleDataScopeBody = z.infer<typeof roleDataScopeBody>;

export const roleStatusBody = z.object({ roleId: z.coerce.number().int().positive(), status: z.enum(ROLE_STATUSES) });
export type RoleStatusBody = z.infer<typeof roleStatusBody>;

export const roleSearch = withDateRangeInOrder(
  z.object({
    roleName: optionalText(LIMITS.nameMaxLength),
    roleKey: optionalText(100),
    status: z.enum(ROLE_STATUSES).optional().or(z.literal('').transform(() => undefined)),
    ...dateRangeQuery.shape,
  }),
);
export type RoleSearch = z.infer<typeof roleSearch>;
/** Roles are paged by cursor (built-in roles first, then by organization path). */
export const rolePageQuery = roleSearch.extend(cursorPageFields);
export type RolePageQuery = z.infer<typeof rolePageQuery>;

export const roleInfoQuery = z.object({ roleId: z.coerce.number().int().positive() });
export const deleteRoleQuery = idListQuery;

/** `optionselect?deptId=`: the roles the caller may give to a user of that organization (default: the caller's own). */
export const roleOptionsQuery = z.object({ deptId: emptyToUndefined(z.coerce.number().int().positive()) });
export type RoleOptionsQuery = z.infer<typeof roleOptionsQuery>;

/** A role the caller may assign (user forms), with what it allows (user types need them). */
export const roleOption = z.object({
  roleId: z.number(),
  roleName: z.string(),
  roleKey: z.string(),
  status: z.enum(ROLE_STATUSES),
  deptId: z.number(),
  builtIn: z.boolean(),
  canHandleOrders: z.boolean(),
  canDistributeOrders: z.boolean(),
});
export type RoleOption = z.infer<typeof roleOption>;

/** Organizations for the custom data-scope dialog: the caller's scope as a tree, and the role's organizations. */
export const roleDeptTree = z.object({ depts: z.array(treeNode), checkedKeys: z.array(z.number()) });
export type RoleDeptTree = z.infer<typeof roleDeptTree>;
