import { whenConditionHolds } from './ids';

/**
 * Moving a node of a tree (an organization, decisions 0008, 0017; a region, decision 0016) rewrites the materialized
 * paths of everything below it: every record that carries one of those paths in a path index (users, organizations,
 * logs, devices with their tallies and movement lines, accessories, notify persons, handler assignments; regions in
 * their own tree). This is the one loop that does it, for any of them.
 */

/** Items read and patched per page. */
const REBASE_PAGE = 100;

/** `path` with its prefix `from` replaced by `to` (a path outside `from` is answered unchanged). */
export const rebasePath = (path: string, from: string, to: string) => (path.startsWith(from) ? `${to}${path.slice(from.length)}` : path);

/** How one kind of record is found under a path and rewritten. */
export interface PathRebase<T> {
  /**
   * One page of the records whose path starts with `prefix`: a key-prefix Query of the kind's path index, reading only
   * what `pathOf` and `patch` need.
   */
  page(prefix: string, page: { limit: number; cursor: string | null }): Promise<{ data: T[]; cursor: string | null }>;
  /** The record's path as read. */
  pathOf(record: T): string;
  /**
   * Writes `newPath` (and what derives from it) on the record, CONDITIONED ON ITS PATH STILL BEING `pathOf(record)`,
   * keeping its version: a re-run or a concurrent run never rewrites it twice, and a write that read the old path
   * fails as a conflict instead of writing it back.
   */
  patch(record: T, newPath: string): Promise<unknown>;
}

/**
 * Rewrites every record of the kind under `from` onto `to`, one page at a time (the patches of a page run together).
 * A record whose condition no longer holds was rewritten (or changed) by someone else: skipped. With `passes` > 1 the
 * walk repeats until a pass finds nothing under `from` (records added under a not-yet-rewritten parent meanwhile, as
 * region moves need), at most `passes` times. Answers how many records it rewrote.
 */
export async function rebaseUnder<T>(kind: PathRebase<T>, from: string, to: string, passes = 1): Promise<number> {
  let rewritten = 0;
  for (let pass = 0; pass < passes; pass++) {
    let found = 0;
    let cursor: string | null = null;
    do {
      const page: { data: T[]; cursor: string | null } = await kind.page(from, { limit: REBASE_PAGE, cursor });
      cursor = page.cursor;
      found += page.data.length;
      await Promise.all(
        page.data.map(async (record) => {
          if (await whenConditionHolds(() => kind.patch(record, rebasePath(kind.pathOf(record), from, to)))) rewritten += 1;
        }),
      );
    } while (cursor);
    if (!found) break;
  }
  return rewritten;
}
