import { useState } from 'react';

/**
 * The total of a cursor list whose total is counted on the first page only (`CountedCursorPage`: null on the next
 * pages, `capped` when the count stopped at its cap): the first page's count, kept while walking the next pages.
 */
export function useFirstPageCount(list: { data?: { total: number | null; capped?: boolean }; isPlaceholderData: boolean }) {
  const [count, setCount] = useState<{ total: number; capped: boolean }>({ total: 0, capped: false });
  const fresh = list.data && list.data.total !== null && !list.isPlaceholderData ? { total: list.data.total, capped: !!list.data.capped } : null;
  if (fresh && (fresh.total !== count.total || fresh.capped !== count.capped)) setCount(fresh);
  return count;
}
