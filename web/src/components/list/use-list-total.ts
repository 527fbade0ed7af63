import { useState } from 'react';

/** What a cursor list's page answers about its total (`CursorPage` in shared/src/api/envelope.ts). */
export interface PageTotal {
  total?: number | null;
  capped?: true;
}

/** The total a pager shows: exact, "more than" (`capped`) or unknown (null). */
export interface ListTotal {
  total: number | null;
  capped: boolean;
}

/**
 * The total of a cursor list (docs/decisions/0030): the server answers it with the first page of a search only, so
 * it is kept while the next pages (which answer none) are shown; a new search's first page replaces it. A page
 * shown as a placeholder (the previous one, while the next loads) changes nothing.
 */
export function useListTotal(list: { data?: PageTotal; isPlaceholderData: boolean }): ListTotal {
  const [kept, setKept] = useState<ListTotal>({ total: 0, capped: false });
  const data = list.data;
  if (data && data.total !== undefined && !list.isPlaceholderData && (data.total !== kept.total || !!data.capped !== kept.capped)) {
    setKept({ total: data.total, capped: !!data.capped });
  }
  return kept;
}
