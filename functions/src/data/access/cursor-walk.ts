import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { LIST_COUNT_CAP } from '@aed/shared/api/envelope';
import type { ErrorRef } from '../../lib/app-error';
import { AppError } from '../../lib/app-error';
import { documentClient } from '../client';

/**
 * Cursor paging over an ordered list of key-bounded Query partitions (docs/decisions/0006-log-paging.md): a page
 * reads partitions in order with DynamoDB Limit until it holds `limit` rows and hands back an opaque cursor
 * (partition index + the last row's key), so a page costs about one page of reads whatever the table holds.
 * A cursor only positions a Query whose key condition the caller's scope built: it can never widen it.
 */
export interface PartitionRunner<P, T> {
  page(p: P, count: number, cursor: string | null): Promise<{ data: T[]; cursor: string | null }>;
  /** The DynamoDB Query input of a partition (for a Select COUNT); null when the partition is not a Query. */
  params(p: P): QueryCommandInput | null;
  /** Rows of a partition that is not a Query (e.g. one item by key); counted as they are. */
  count?(p: P): Promise<number>;
}

interface Cursor {
  i: number;
  c: string | null;
}
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(raw: string | undefined, partitions: number, badCursor: ErrorRef): Cursor {
  if (!raw) return { i: 0, c: null };
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (Number.isInteger(c.i) && c.i >= 0 && c.i <= partitions && (c.c === null || typeof c.c === 'string')) return c;
  } catch {
    // fall through
  }
  throw new AppError(badCursor);
}

export async function walkPage<P, T>(
  run: PartitionRunner<P, T>,
  partitions: P[],
  limit: number,
  rawCursor: string | undefined,
  badCursor: ErrorRef,
): Promise<{ rows: T[]; next?: string }> {
  let { i, c } = decodeCursor(rawCursor, partitions.length, badCursor);
  const rows: T[] = [];
  while (i < partitions.length) {
    const { data, cursor } = await run.page(partitions[i], limit - rows.length, c).catch((e: unknown) => {
      // A cursor of another search (or a forged one) names a start key outside this partition.
      if (c !== null) throw new AppError(badCursor);
      throw e;
    });
    rows.push(...data);
    if (rows.length >= limit) {
      // ElectroDB's cursor after `count` rows is the last row's key; null means this partition is done.
      const next = cursor ? { i, c: cursor } : { i: i + 1, c: null };
      return { rows, next: next.i < partitions.length ? encodeCursor(next) : undefined };
    }
    i += 1;
    c = null;
  }
  return { rows };
}

/** The total a list answers with its first page (shared/src/api/envelope.ts `CursorPage`). */
export interface ListTotal {
  total: number | null;
  capped?: true;
}

/**
 * Select COUNT over the same partitions and filters with a read budget (docs/decisions/0030): it reads at most
 * `cap` + 1 index entries in all (DynamoDB reads, and bills, the items a filter drops too), so its cost does not
 * grow with the data. Exact when the partitions end within the budget; "more than `cap`" when more than `cap`
 * matched; unknown (null) when the budget ran out with fewer matches (a selective filter over a large range).
 */
export async function countUpTo<P, T>(run: PartitionRunner<P, T>, partitions: P[], cap = LIST_COUNT_CAP): Promise<ListTotal> {
  let matched = 0;
  let read = 0;
  for (const p of partitions) {
    const base = run.params(p);
    if (!base) {
      matched += (await run.count?.(p)) ?? 0;
      continue;
    }
    let start: QueryCommandInput['ExclusiveStartKey'];
    do {
      const budget = cap + 1 - read;
      if (budget <= 0) return matched > cap ? { total: cap, capped: true } : { total: null };
      const out = await documentClient.send(new QueryCommand({ ...base, Select: 'COUNT', Limit: budget, ExclusiveStartKey: start }));
      matched += out.Count ?? 0;
      read += out.ScannedCount ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
  }
  return { total: matched };
}

/**
 * One cursor page and, with the first page only (no cursor), its total; the following pages answer no total: the
 * screen keeps the first page's. A first page that holds every match is its own total (exact, no count read: most
 * lists of a tenant fit one page); only a longer list runs `count`, after the page.
 */
export async function pageWithTotal<T>(
  cursor: string | undefined,
  page: () => Promise<{ rows: T[]; next?: string }>,
  count: () => Promise<ListTotal>,
): Promise<{ rows: T[]; next?: string } & Partial<ListTotal>> {
  const rows = await page();
  if (cursor) return rows;
  const total: ListTotal = rows.next ? await count() : { total: rows.rows.length };
  return { ...total, ...rows };
}

/** Joins the present parts of a filter expression with AND. */
export function conditions(parts: (string | false | undefined)[]): string {
  return parts.filter((p): p is string => !!p).join(' AND ');
}

/** A key-prefix Query partition of an organization-path index: the organization and below (`subtree`), or that one only. */
export interface PathPartition {
  prefix: string;
  subtree: boolean;
}

/** A filter expression as ElectroDB's `where` callback builds it (attributes and operations typed loosely). */
export type Where = (attr: Record<string, unknown>, op: Record<string, (...args: unknown[]) => string>) => string;

/** What a partition runner needs of a key-bounded ElectroDB Query (`entity.query.<index>(...).begins(...).where(...)`). */
export interface KeyQuery<T> {
  go(options: { count: number; limit: number; cursor: string | null; order?: 'asc' | 'desc' }): Promise<{ data: T[]; cursor: string | null }>;
  params(options?: { order?: 'asc' | 'desc' }): object;
}

export interface QueryRunnerOptions {
  /** Key order of every partition (descending: newest first on a time-sorted key). */
  order?: 'asc' | 'desc';
  /** The least DynamoDB Limit of a read (25): a selective filter then does not cost one round trip per row. */
  minLimit?: number;
}

/** The runner of partitions that are each one key-bounded Query, `query(p)`. */
export const queryRunner = <P, T>(query: (p: P) => KeyQuery<T>, options: QueryRunnerOptions = {}): PartitionRunner<P, T> => {
  const order = options.order ? { order: options.order } : {};
  return {
    page: async (p, count, cursor) => {
      const { data, cursor: next } = await query(p).go({ count, limit: Math.max(count, options.minLimit ?? 25), cursor, ...order });
      return { data, cursor: next };
    },
    params: (p) => query(p).params(order) as QueryCommandInput,
  };
};

/** Up to `max` rows of a cursor-paged search (exports, pickers): pages of at most `pageSize`, stopping at `max` or the end. */
export async function collectRows<T>(page: (limit: number, cursor?: string) => Promise<{ rows: T[]; next?: string }>, max: number, pageSize = 100): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const got = await page(Math.min(pageSize, max - rows.length), cursor);
    rows.push(...got.rows);
    cursor = got.next;
  } while (cursor && rows.length < max);
  return rows;
}

/**
 * The reads of a list whose partitions are each one key-bounded Query (`query(p, filter)`): one cursor page, the
 * capped count over the same Queries (`countUpTo`, for the first page's total), and up to `max` rows (exports).
 */
export function partitionedList<P, F, T>(query: (p: P, filter: F) => KeyQuery<T>, badCursor: ErrorRef, options: QueryRunnerOptions & { listPage?: number } = {}) {
  const runner = (filter: F) => queryRunner((p: P) => query(p, filter), options);
  const page = (partitions: P[], filter: F, limit: number, cursor?: string) => walkPage(runner(filter), partitions, limit, cursor, badCursor);
  return {
    page,
    count: (partitions: P[], filter: F) => countUpTo(runner(filter), partitions),
    list: (partitions: P[], filter: F, max: number) => collectRows((limit, cursor) => page(partitions, filter, limit, cursor), max, options.listPage),
  };
}
