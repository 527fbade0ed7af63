import { describe, expect, it } from 'vitest';
import type { TreeNode } from '@aed/shared/schemas/menu';
import { checkedWithHalf, expandChecked, stateOf } from './check-tree';

const TREE: TreeNode[] = [
  { id: 1, label: 'System', children: [{ id: 106, label: 'Parameters', children: [{ id: 1055, label: 'Query' }, { id: 1056, label: 'Add' }] }, { id: 101, label: 'Roles' }] },
];

describe('check tree', () => {
  it('derives checked and half-checked parents from the leaves', () => {
    const checked = new Set([1055]);
    expect(stateOf(TREE[0], checked)).toBe('indeterminate');
    expect(stateOf(TREE[0].children![0], checked)).toBe('indeterminate');
    expect(stateOf(TREE[0].children![0], new Set([1055, 1056]))).toBe(true);
    expect(stateOf(TREE[0], new Set())).toBe(false);
  });

  it('restores a role from its fully checked keys and stores checked + half-checked ids', () => {
    const checked = expandChecked(TREE, [106]);
    expect([...checked].sort()).toEqual([1055, 1056, 106]);
    expect(checkedWithHalf(TREE, checked)).toEqual([1, 106, 1055, 1056]);
    expect(checkedWithHalf(TREE, expandChecked(TREE, [1]))).toEqual([1, 101, 106, 1055, 1056]);
    expect(checkedWithHalf(TREE, new Set())).toEqual([]);
  });
});
