import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useJustAdded } from './use-just-added';

type Row = { id: number; name: string };
const keyOf = (r: Row) => r.id;
const PAGE_1: Row[] = [
  { id: 1, name: 'one' },
  { id: 2, name: 'two' },
];

describe('useJustAdded', () => {
  it('puts the record just added on top of a page that does not hold it, marks it where a page holds it, and lets go on another page', () => {
    const { result, rerender } = renderHook(({ rows, page }: { rows: Row[]; page: number }) => useJustAdded(rows, keyOf, [page]), { initialProps: { rows: PAGE_1, page: 1 } });
    expect(result.current.rows).toBe(PAGE_1);
    act(() => result.current.show({ id: 30, name: 'new' }));
    expect(result.current.rows.map((r) => r.id)).toEqual([30, 1, 2]);
    expect(result.current.isJustAdded({ id: 30, name: 'x' })).toBe(true);
    expect(result.current.isJustAdded(PAGE_1[0])).toBe(false);

    // modified while shown: the shown copy follows; another record's change leaves it
    act(() => result.current.changed({ id: 30, name: 'renamed' }));
    act(() => result.current.changed({ id: 1, name: 'other' }));
    expect(result.current.rows[0]).toEqual({ id: 30, name: 'renamed' });

    // the page now holds it (same order as the server's): marked in place, not repeated
    const refreshed = [...PAGE_1, { id: 30, name: 'renamed' }];
    rerender({ rows: refreshed, page: 1 });
    expect(result.current.rows).toBe(refreshed);
    expect(result.current.isJustAdded(refreshed[2])).toBe(true);

    rerender({ rows: PAGE_1, page: 2 });
    expect(result.current.rows).toBe(PAGE_1);
    expect(result.current.isJustAdded(refreshed[2])).toBe(false);
  });

  it('lets go after a delete', () => {
    const { result } = renderHook(() => useJustAdded(PAGE_1, keyOf, [1]));
    act(() => result.current.show({ id: 30, name: 'new' }));
    act(() => result.current.clear());
    expect(result.current.rows).toBe(PAGE_1);
  });
});
