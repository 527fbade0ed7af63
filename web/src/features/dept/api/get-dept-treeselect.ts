import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeptTreeNode, DeptTreeSelectQuery } from '@aed/shared/schemas/dept';
import type { TreeNode } from '@aed/shared/schemas/menu';
import { DeptTreeSelect } from '@aed/shared/routes/dept.routes';
import { api } from '../../../lib/api-client';
import { deptKeys } from './dept-keys';

/**
 * The organizations of the caller's scope as a tree (pickers, user screen). With
 * `wholeSubtree: '1'`, those whose whole subtree is not in the caller's scope come disabled (owners of notices and
 * parameters, decision 0026).
 */
export const getDeptTreeSelect = (query: DeptTreeSelectQuery = {}) => api(DeptTreeSelect, { query });

export const deptTreeSelectOptions = (query: DeptTreeSelectQuery = {}) =>
  queryOptions({ queryKey: deptKeys.treeSelect(query), queryFn: () => getDeptTreeSelect(query), staleTime: 60_000 });

export const useDeptTreeSelect = (query: DeptTreeSelectQuery = {}) => useQuery(deptTreeSelectOptions(query));

/** An organization tree node as the trees of several calls give it (treeselect's, the role form's). */
type OrgNode = DeptTreeNode | TreeNode;

/** Depth-first options of a tree with their depth (the select indents them), e.g. for an organization select. */
export function flattenDeptTree(nodes: readonly OrgNode[], level = 0): { value: number; label: string; disabled: boolean; level: number }[] {
  return nodes.flatMap((n) => [
    { value: n.id, label: n.label, disabled: n.disabled ?? false, level },
    ...flattenDeptTree(n.children ?? [], level + 1),
  ]);
}
