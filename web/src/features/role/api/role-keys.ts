import type { RolePageQuery } from '@aed/shared/schemas/role';

export const roleKeys = {
  all: ['role'] as const,
  page: (query: RolePageQuery) => [...roleKeys.all, 'page', query] as const,
  info: (roleId: number) => [...roleKeys.all, 'info', roleId] as const,
  deptTree: (roleId: number) => [...roleKeys.all, 'deptTree', roleId] as const,
  deptOptions: () => [...roleKeys.all, 'deptOptions'] as const,
  options: (deptId: number | undefined) => [...roleKeys.all, 'options', deptId ?? 'own'] as const,
};
