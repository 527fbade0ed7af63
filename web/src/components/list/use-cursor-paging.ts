import { useState } from 'react';

/**
 * Cursor paging state: the cursors of the pages seen so far (the first page has none), so "previous" is a cached
 * query and "next" uses the `next` cursor of the page shown.
 */
export function useCursorPaging(initialSize = 10) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [limit, setLimit] = useState(initialSize);
  const index = cursors.length - 1;
  return {
    cursor: cursors[index],
    page: index + 1,
    limit,
    next: (cursor: string | undefined) => cursor && setCursors((c) => [...c, cursor]),
    prev: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    reset: () => setCursors([undefined]),
    setLimit: (size: number) => {
      setLimit(size);
      setCursors([undefined]);
    },
  };
}

export type CursorPaging = ReturnType<typeof useCursorPaging>;
