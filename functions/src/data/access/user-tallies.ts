/**
 * User tallies (docs/decisions/0030): per organization, how many users, enabled users, handlers and enabled handlers
 * it holds, kept in the transaction of every user write. A user list's total is the sum of the tallies of the same
 * key-prefix partitions its page reads: one small item per organization in scope, never a user.
 */
import type { UserItem } from '../entities/user-entity';
import { USER_TALLY_COUNTERS, UserTallyEntity, type UserTallyCounter, type UserTallyItem } from '../entities/user-tally-entity';
import { UserEntity } from '../entities/user-entity';
import type { PathPartition } from './cursor-walk';
import { rebaseUnder } from './path-rebase';
import type { TransactionEntities, WriteOp } from './transactions';

export type { UserTallyCounter } from '../entities/user-tally-entity';

/** What a tally counts of a user. */
export type TalliedUser = Pick<UserItem, 'deptId' | 'deptPath' | 'status'> & { userTypes?: readonly string[] };
export type UserCounts = Record<UserTallyCounter, number>;

const noCounts = (): UserCounts => ({ users: 0, enabled: 0, handlers: 0, enabledHandlers: 0 });

function countsOf(u: TalliedUser): UserCounts {
  const enabled = u.status === '0' ? 1 : 0;
  const handler = (u.userTypes ?? []).includes('handler') ? 1 : 0;
  return { users: 1, enabled, handlers: handler, enabledHandlers: enabled * handler };
}

/** One user as it was (absent: created) and as it will be (absent: deleted). */
export interface UserChange {
  before?: TalliedUser;
  after?: TalliedUser;
}

/**
 * The transaction items that keep the tallies in step with user writes. Deltas on one organization are summed and
 * nothing is written where they cancel out (a rename, a password, a certificate). Each item adds to the tally of
 * the organization on the condition that the tally still carries the path the write read (or is new): a write that
 * read a path an organization move has since rewritten fails as a conflict instead of counting in the wrong place.
 */
export function userTallyItems(userTally: TransactionEntities['userTally'], changes: UserChange[]): WriteOp[] {
  const byDept = new Map<number, { deptPath: string; delta: UserCounts }>();
  const apply = (u: TalliedUser, sign: 1 | -1) => {
    const entry = byDept.get(u.deptId) ?? { deptPath: u.deptPath, delta: noCounts() };
    // the path the write holds now (after) is the one the tally must carry
    if (sign > 0) entry.deptPath = u.deptPath;
    const counts = countsOf(u);
    for (const k of USER_TALLY_COUNTERS) entry.delta[k] += sign * counts[k];
    byDept.set(u.deptId, entry);
  };
  for (const c of changes) if (c.before) apply(c.before, -1);
  for (const c of changes) if (c.after) apply(c.after, 1);
  return [...byDept]
    .filter(([, e]) => USER_TALLY_COUNTERS.some((k) => e.delta[k] !== 0))
    .map(
      ([deptId, e]) =>
        userTally
          .upsert({ deptId, deptPath: e.deptPath })
          // every counter is named, so none falls back to its default on an existing tally
          .add(e.delta)
          .where((attr, op) => `${op.notExists(attr.deptPath)} OR ${op.eq(attr.deptPath, e.deptPath)}`)
          .commit() as WriteOp,
    );
}

function tallyQuery(p: PathPartition) {
  const q = UserTallyEntity.query.byPath({}).begins({ deptPath: p.prefix });
  return p.subtree ? q : q.where((attr, op) => op.eq(attr.deptPath, p.prefix));
}

/** The counters summed over the partitions (one item read per organization in them). */
export async function sumUserTallies(partitions: PathPartition[]): Promise<UserCounts> {
  const sum = noCounts();
  for (const p of partitions) {
    const { data } = await tallyQuery(p).go({ pages: 'all' });
    for (const t of data) for (const k of USER_TALLY_COUNTERS) sum[k] += t[k] ?? 0;
  }
  return sum;
}

/** An organization moved from `from` to `to`: its tallies and those below it follow (conditional, re-runnable). */
export const rebaseUserTallies = (from: string, to: string) =>
  rebaseUnder<Pick<UserTallyItem, 'deptId' | 'deptPath'>>(
    {
      page: (prefix, page) => UserTallyEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['deptId', 'deptPath'] }),
      pathOf: (t) => t.deptPath,
      patch: (t, deptPath) =>
        UserTallyEntity.patch({ deptId: t.deptId })
          .set({ deptPath })
          .where((attr, op) => op.eq(attr.deptPath, t.deptPath))
          .go(),
    },
    from,
    to,
  );

/**
 * Recounts every organization's tally from its users (an installation whose users predate the tallies; seed step
 * `userTallies`). Reads every user once, by the organization index, and writes each tally whole.
 */
export async function recountUserTallies(): Promise<number> {
  const byDept = new Map<number, { deptPath: string; counts: UserCounts }>();
  let cursor: string | null = null;
  do {
    const page: { data: TalliedUser[]; cursor: string | null } = await UserEntity.query
      .byDept({})
      .begins({ deptPath: '0,' })
      .go({ limit: 500, cursor, attributes: ['deptId', 'deptPath', 'status', 'userTypes'] });
    for (const u of page.data) {
      const entry = byDept.get(u.deptId) ?? { deptPath: u.deptPath, counts: noCounts() };
      const counts = countsOf(u);
      for (const k of USER_TALLY_COUNTERS) entry.counts[k] += counts[k];
      byDept.set(u.deptId, entry);
    }
    cursor = page.cursor;
  } while (cursor);
  for (const [deptId, e] of byDept) await UserTallyEntity.put({ deptId, deptPath: e.deptPath, ...e.counts }).go();
  return byDept.size;
}
