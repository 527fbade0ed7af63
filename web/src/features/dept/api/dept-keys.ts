import type { DeptSearch, DeptTreeSelectQuery } from '@aed/shared/schemas/dept';

/** Query keys of the feature: invalidating `all` refreshes the tree, the pickers and the info queries. */
export const deptKeys = {
  all: ['dept'] as const,
  lists: () => [...deptKeys.all, 'list'] as const,
  list: (search: DeptSearch) => [...deptKeys.lists(), search] as const,
  info: (deptId: number) => [...deptKeys.all, 'info', deptId] as const,
  treeSelect: (query: DeptTreeSelectQuery = {}) => [...deptKeys.all, 'treeselect', query] as const,
};
