import { useState } from 'react';

/**
 * Which rows of a tree table are open: every row starts open or closed (`initiallyOpen`), a toggle turns one row the
 * other way, and expand all / collapse all set every row again.
 */
export function useTreeExpansion<K>(initiallyOpen: boolean) {
  const [state, setState] = useState<{ allOpen: boolean; flipped: ReadonlySet<K> }>({ allOpen: initiallyOpen, flipped: new Set() });
  const setAll = (allOpen: boolean) => setState({ allOpen, flipped: new Set() });
  return {
    isOpen: (key: K) => state.allOpen !== state.flipped.has(key),
    toggle: (key: K) =>
      setState((s) => {
        const flipped = new Set(s.flipped);
        if (flipped.has(key)) flipped.delete(key);
        else flipped.add(key);
        return { ...s, flipped };
      }),
    /** Opens `key` (e.g. to show a row just added under it). */
    open: (key: K) =>
      setState((s) => {
        const flipped = new Set(s.flipped);
        if (s.allOpen) flipped.delete(key);
        else flipped.add(key);
        return { ...s, flipped };
      }),
    expandAll: () => setAll(true),
    collapseAll: () => setAll(false),
    /** Every row is open (nothing toggled closed since "expand all"). */
    allExpanded: state.allOpen && state.flipped.size === 0,
    /** Every row is closed (nothing toggled open since "collapse all"). */
    allCollapsed: !state.allOpen && state.flipped.size === 0,
  };
}

export type TreeExpansion<K> = ReturnType<typeof useTreeExpansion<K>>;
