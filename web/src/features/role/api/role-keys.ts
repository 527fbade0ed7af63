import type { RolePageQuery } from '@aed/shared/schemas/role';

/** Base path of the role calls, see functions/src/routes/system/role/role.routes.ts. */
export const ROLE_API = '/upms/system/role';

export const roleKeys = {
  all: ['role'] as const,
  page: (query: RolePageQuery) => [...roleKeys.all, 'page', query] as const,
  info: (roleId: number) => [...roleKeys.all, 'info', roleId] as const,
  deptTree: (roleId: number) => [...roleKeys.all, 'deptTree', roleId] as const,
  deptOptions: () => [...roleKeys.all, 'deptOptions'] as const,
  options: (deptId: number | undefined) => [...roleKeys.all, 'options', deptId ?? 'own'] as const,
};
