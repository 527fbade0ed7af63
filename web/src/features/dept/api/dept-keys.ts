import type { DeptSearch } from '@aed/shared/schemas/dept';
import { queryRoots } from '../../../api/query-roots';

/** Query keys of the feature: invalidating `all` refreshes the tree, the pickers and the info queries. */
export const deptKeys = {
  all: queryRoots.dept,
  lists: () => [...deptKeys.all, 'list'] as const,
  list: (search: DeptSearch) => [...deptKeys.lists(), search] as const,
  info: (deptId: number) => [...deptKeys.all, 'info', deptId] as const,
};
