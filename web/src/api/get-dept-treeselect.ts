import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeptTreeSelectQuery } from '@aed/shared/schemas/dept';
import { DeptTreeSelect } from '@aed/shared/routes/dept.routes';
import { api } from '../lib/api-client';
import { queryRoots } from './query-roots';

/**
 * The organizations of the caller's scope as a tree (the organization trees and pickers of many screens; a select's
 * options: `flattenDeptTree` of components/form/org-select.tsx). With `wholeSubtree: '1'`, those whose whole subtree
 * is not in the caller's scope come disabled (owners of notices and parameters, decision 0026).
 */
export const getDeptTreeSelect = (query: DeptTreeSelectQuery = {}) => api(DeptTreeSelect, { query });

export const deptTreeSelectOptions = (query: DeptTreeSelectQuery = {}) =>
  queryOptions({ queryKey: [...queryRoots.dept, 'treeselect', query], queryFn: () => getDeptTreeSelect(query), staleTime: 60_000 });

export const useDeptTreeSelect = (query: DeptTreeSelectQuery = {}) => useQuery(deptTreeSelectOptions(query));
