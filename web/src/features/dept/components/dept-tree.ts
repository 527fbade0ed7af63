import type { DeptRecord } from '@aed/shared/schemas/dept';

export interface DeptNode {
  dept: DeptRecord;
  children: DeptNode[];
}

/** Flat list (parents first) -> forest. An organization whose parent is not in the list (a search hit, the scope root) is a root. */
export function buildDeptTree(rows: readonly DeptRecord[]): DeptNode[] {
  const byId = new Map<number, DeptNode>();
  for (const dept of rows) byId.set(dept.deptId, { dept, children: [] });
  const roots: DeptNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.dept.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const order = (a: DeptNode, b: DeptNode) => a.dept.orderNum - b.dept.orderNum || a.dept.deptId - b.dept.deptId;
  const sort = (nodes: DeptNode[]) => {
    nodes.sort(order);
    nodes.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** Depth-first rows of the visible part of the tree (children of collapsed nodes are left out). */
export function visibleRows(roots: readonly DeptNode[], expanded: ReadonlySet<number>): { node: DeptNode; level: number }[] {
  const out: { node: DeptNode; level: number }[] = [];
  const walk = (nodes: readonly DeptNode[], level: number) => {
    for (const node of nodes) {
      out.push({ node, level });
      if (expanded.has(node.dept.deptId)) walk(node.children, level + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/**
 * Every agent of the list as a parent option, with its depth; customers are terminal (decision 0022) and
 * `exclude` and its subtree are left out.
 */
export function parentOptions(rows: readonly DeptRecord[], exclude?: DeptRecord): { value: number; label: string; level: number }[] {
  return visibleRows(buildDeptTree(rows), new Set(rows.map((r) => r.deptId)))
    .filter(({ node }) => node.dept.deptType === '0' && (!exclude || !node.dept.deptPath.startsWith(exclude.deptPath)))
    .map(({ node, level }) => ({ value: node.dept.deptId, label: node.dept.deptName, level }));
}
