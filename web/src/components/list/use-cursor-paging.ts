import { useEffect, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useListParams, type ListUrl } from './list-params';
import { pageParam, pageSizeParam } from './use-list-search';

/**
 * The cursors of the pages seen, by screen and search (docs/decisions/0039): kept in memory for the session, so Back,
 * Forward and a return through the tabs bar find a later page again; a reload or a pasted link does not (a cursor
 * names a position in one search at one moment), and such a page starts over at page 1.
 */
const SCREEN_CURSORS = new Map<string, readonly (string | undefined)[]>();
const MAX_REMEMBERED = 100;

function remember(cursors: Map<string, readonly (string | undefined)[]>, key: string, stack: readonly (string | undefined)[]) {
  cursors.delete(key);
  cursors.set(key, stack);
  if (cursors.size > MAX_REMEMBERED) cursors.delete(cursors.keys().next().value as string);
}

interface Options {
  /** The page size when the URL names none. */
  pageSize?: number;
  url?: ListUrl;
  /**
   * What else the list depends on that is not in its params (the organization picked in a tree; compared as JSON):
   * another one goes back to the first page.
   */
  scope?: unknown;
}

/**
 * Cursor paging state: the page number and size in the URL's `page` and `limit` (a move pushes a history entry, so
 * Back goes to the page before), the cursor of each page seen in memory (the first page has none), so "previous" is a
 * cached query and "next" uses the `next` cursor of the page shown.
 */
export function useCursorPaging({ pageSize = 10, url, scope }: Options = {}) {
  const params = useListParams(url);
  const pathname = useLocation({ select: (l) => l.pathname });
  const [ownCursors] = useState(() => new Map<string, readonly (string | undefined)[]>());
  const cursors = params.inUrl ? SCREEN_CURSORS : ownCursors;
  const limit = pageSizeParam(params.read('limit')) ?? pageSize;
  const wanted = pageParam(params.read('page')) ?? 1;
  const key = JSON.stringify([params.inUrl ? pathname : '', params.signature(['page']), limit, scope ?? null]);
  const stack = cursors.get(key) ?? [undefined];
  // A page whose cursor is unknown here (a reload, a link, another organization) is page 1; the URL follows.
  const page = wanted <= stack.length ? wanted : 1;
  const { write } = params;
  useEffect(() => {
    if (page !== wanted) write({ page: undefined }, { replace: true });
  }, [page, wanted, write]);
  const goTo = (next: number) => write({ page: next > 1 ? next : undefined });
  return {
    cursor: stack[page - 1],
    page,
    limit,
    next: (cursor: string | undefined) => {
      if (!cursor) return;
      remember(cursors, key, [...stack.slice(0, page), cursor]);
      goTo(page + 1);
    },
    prev: () => page > 1 && goTo(page - 1),
    /** Back to page 1 (with a new search: the same history entry as the search). */
    reset: () => goTo(1),
    /** Back to page 1 without a history entry: the page shown is gone (its last rows were deleted). */
    restart: () => write({ page: undefined }, { replace: true }),
    setLimit: (size: number) => write({ limit: size === pageSize ? undefined : size, page: undefined }),
  };
}

export type CursorPaging = ReturnType<typeof useCursorPaging>;
