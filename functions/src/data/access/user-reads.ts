import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { UserEntity, type UserItem } from '../entities/user-entity';
import { collectRows, conditions, countUpTo, walkPage, type ListTotal, type PartitionRunner, type PathPartition, type Where } from './cursor-walk';
import { sumUserTallies } from './user-tallies';
import { USER_ERRORS } from '@aed/shared/errors/user-errors';
import { errorRef } from '../../lib/app-error';

/**
 * Reading users (one, several, an organization's members, pages and counts of a search). Kept apart from the writes
 * (users.ts: markers, memberships, tallies in transactions) so that a read route's Lambda carries no write path
 * (decision 0034).
 */

export async function getUserById(userId: number): Promise<UserItem | null> {
  const { data } = await UserEntity.get({ userId }).go();
  return data;
}

export async function getUserByUsername(username: string): Promise<UserItem | null> {
  const { data } = await UserEntity.query.byUsername({ username }).go({ limit: 2 });
  return data[0] ?? null;
}

/** Every user id (the seed's one-time migrations; never a request path). */
export async function allUserIds(): Promise<number[]> {
  const { data } = await UserEntity.query.byDept({}).go({ pages: 'all', attributes: ['userId'] });
  return data.map((u) => u.userId);
}

export async function getUsersByIds(userIds: number[]): Promise<UserItem[]> {
  if (!userIds.length) return [];
  const { data } = await UserEntity.get(userIds.map((userId) => ({ userId }))).go();
  return data;
}

/** Enabled users and their roles in one organization exactly (quota counts, admin slots). */
export async function listMembersOfDept(deptPath: string): Promise<Pick<UserItem, 'userId' | 'roleIds' | 'status'>[]> {
  const { data } = await UserEntity.query
    .byDept({})
    .begins({ deptPath })
    .where((attr, op) => op.eq(attr.deptPath, deptPath))
    .go({ pages: 'all', attributes: ['userId', 'roleIds', 'status', 'deptPath'] });
  return data;
}

// ---- paging ------------------------------------------------------------------------------------------------------

/** A partition of a user list: a path-prefix Query of the users' organization index, or the caller alone. */
export type UserPartition = { prefix: string; subtree: boolean } | { userId: number };

export interface UserFilter {
  /** Lower-case keyword matched in account, name, phone, email and remark. */
  keyword?: string;
  status?: UserItem['status'];
  /** Inclusive ISO lower bound and exclusive upper bound on the creation time. */
  from?: string;
  to?: string;
  /** The user has this type. */
  userType?: string;
  /** certificateEnd within [certFrom, certTo] (ISO dates, inclusive). */
  certFrom?: string;
  certTo?: string;
}

const userWhere =
  (p: UserPartition, f: UserFilter): Where =>
  (attr, op) =>
    conditions([
      'prefix' in p && !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.keyword && op.contains(attr.searchText, f.keyword),
      f.status && op.eq(attr.status, f.status),
      f.from && op.gte(attr.createTime, f.from),
      f.to && op.lt(attr.createTime, f.to),
      f.userType && op.contains(attr.userTypes, f.userType),
      (f.certFrom || f.certTo) && op.gt(attr.certificateEnd, ''),
      f.certFrom && op.gte(attr.certificateEnd, f.certFrom),
      f.certTo && op.lte(attr.certificateEnd, f.certTo),
    ]);

function userQuery(p: { prefix: string; subtree: boolean }, f: UserFilter) {
  const q = UserEntity.query.byDept({}).begins({ deptPath: p.prefix });
  const where = userWhere(p, f) as unknown as Parameters<typeof q.where>[0];
  return q.where(where);
}

/** The caller alone (data scope "only own"), filtered like the others. */
async function selfRows(userId: number, f: UserFilter): Promise<UserItem[]> {
  const user = await getUserById(userId);
  if (!user) return [];
  const text = user.searchText ?? '';
  const ok =
    (!f.keyword || text.includes(f.keyword)) &&
    (!f.status || user.status === f.status) &&
    (!f.from || user.createTime >= f.from) &&
    (!f.to || user.createTime < f.to) &&
    (!f.userType || (user.userTypes ?? []).includes(f.userType)) &&
    (!(f.certFrom || f.certTo) || !!user.certificateEnd) &&
    (!f.certFrom || (user.certificateEnd ?? '') >= f.certFrom) &&
    (!f.certTo || (user.certificateEnd ?? '') <= f.certTo);
  return ok ? [user] : [];
}

const userRunner = (f: UserFilter): PartitionRunner<UserPartition, UserItem> => ({
  page: async (p, count, cursor) => {
    if ('userId' in p) return { data: cursor ? [] : await selfRows(p.userId, f), cursor: null };
    const { data, cursor: next } = await userQuery(p, f).go({ count, limit: Math.max(count, 25), cursor });
    return { data, cursor: next };
  },
  params: (p) => ('userId' in p ? null : (userQuery(p, f).params() as QueryCommandInput)),
  count: async (p) => ('userId' in p ? (await selfRows(p.userId, f)).length : 0),
});

export const pageUsers = (partitions: UserPartition[], filter: UserFilter, limit: number, cursor?: string) =>
  walkPage(userRunner(filter), partitions, limit, cursor, errorRef(USER_ERRORS, 'user.badCursor'));

/**
 * The total of a user search (docs/decisions/0030). Status and the handler type are counted by the organizations'
 * tallies (exact, one item per organization in scope, never a user); a search the tallies do not count (keyword,
 * creation dates, certificate window, another user type) is a capped count of the same Queries.
 */
export async function countUsers(partitions: UserPartition[], filter: UserFilter): Promise<ListTotal> {
  const tallied = !filter.keyword && !filter.from && !filter.to && !filter.certFrom && !filter.certTo && (!filter.userType || filter.userType === 'handler');
  if (!tallied) return countUpTo(userRunner(filter), partitions);
  const sums = await sumUserTallies(partitions.filter((p): p is PathPartition => 'prefix' in p));
  const [all, enabled] = filter.userType === 'handler' ? [sums.handlers, sums.enabledHandlers] : [sums.users, sums.enabled];
  let total = filter.status === '0' ? enabled : filter.status === '1' ? all - enabled : all;
  for (const p of partitions) if ('userId' in p) total += (await selfRows(p.userId, filter)).length;
  return { total };
}

/** Up to `max` users of the partitions (pickers, export): the walk stops as soon as it holds `max`. */
export const listUsers = (partitions: UserPartition[], filter: UserFilter, max: number): Promise<UserItem[]> =>
  collectRows((limit, cursor) => pageUsers(partitions, filter, limit, cursor), max);
