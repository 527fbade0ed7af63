import { useState } from 'react';

/**
 * Checkbox selection of a list page. Only keys of rows still on the page count (rows may have been deleted or
 * changed meanwhile).
 */
export function useRowSelection<R, K>(rows: readonly R[], keyOf: (row: R) => K) {
  const [selected, setSelected] = useState<ReadonlySet<K>>(new Set());
  const selectedRows = rows.filter((r) => selected.has(keyOf(r)));
  const count = selectedRows.length;
  return {
    selected,
    selectedRows,
    selectedKeys: selectedRows.map(keyOf),
    isSelected: (row: R) => selected.has(keyOf(row)),
    toggle: (key: K, checked: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (checked) next.add(key);
        else next.delete(key);
        return next;
      }),
    toggleAll: (checked: boolean) => setSelected(checked ? new Set(rows.map(keyOf)) : new Set()),
    clear: () => setSelected(new Set()),
    /** Drops the given keys (after they were deleted). */
    forget: (keys: readonly K[]) => setSelected((prev) => new Set([...prev].filter((k) => !keys.includes(k)))),
    headerChecked: (rows.length > 0 && count === rows.length ? true : count > 0 ? 'indeterminate' : false) as boolean | 'indeterminate',
  };
}

export type RowSelection<R, K> = ReturnType<typeof useRowSelection<R, K>>;
