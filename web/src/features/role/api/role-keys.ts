import type { RolePageQuery } from '@aed/shared/schemas/role';
import { queryRoots } from '../../../api/query-roots';

export const roleKeys = {
  all: queryRoots.role,
  page: (query: RolePageQuery) => [...roleKeys.all, 'page', query] as const,
  info: (roleId: number) => [...roleKeys.all, 'info', roleId] as const,
  deptTree: (roleId: number) => [...roleKeys.all, 'deptTree', roleId] as const,
  deptOptions: () => [...roleKeys.all, 'deptOptions'] as const,
};
