import type { CursorPage } from '@aed/shared/schemas/monitor';
import { MAX_USER_OPTIONS, type UserOption, type UserPageQuery, type UserRecord, type UserSearch, type UserWarningPageQuery } from '@aed/shared/schemas/user';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countUsers, listUsers, pageUsers, type UserFilter, type UserPartition } from '../../data/access/user-reads';
import type { Actor } from '../actor';
import { listScope } from '../list-scope';
import { scopeQueries } from '../../data/data-scope';
import { CERTIFICATE_EXPIRING_DAYS, daysFromToday, toUserRecords } from './user-records';

/**
 * The Query partitions of a user list: the caller's data scope, narrowed to the organization picked in the tree
 * (and below, or exactly it). Each is a key-prefix Query of the users' organization-path index; "only own" is the
 * caller's own record. Never a Scan, never another tenant's items.
 */
async function partitionsFor(actor: Actor, deptId: number | undefined, subtree = true): Promise<UserPartition[]> {
  const { scope } = await listScope(actor, deptId, subtree);
  const queries: UserPartition[] = scopeQueries(scope);
  const covered = (path: string) => scope.all || scope.subtrees.some((p) => path.startsWith(p)) || scope.exact.includes(path);
  if (scope.selfUserId !== undefined && !covered(actor.deptPath)) queries.push({ userId: scope.selfUserId });
  return queries;
}

const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function filterOf(search: UserSearch): UserFilter {
  return {
    keyword: search.keyword?.toLowerCase(),
    status: search.status,
    from: search.beginTime,
    to: search.endTime ? dayAfter(search.endTime) : undefined,
  };
}

async function page(actor: Actor, query: UserPageQuery, filter: UserFilter): Promise<CursorPage<UserRecord>> {
  const partitions = await partitionsFor(actor, query.deptId);
  // the total comes with the first page (tallies, or a capped count: docs/decisions/0030)
  const page = await pageWithTotal(query.cursor, () => pageUsers(partitions, filter, query.limit, query.cursor), () => countUsers(partitions, filter));
  return { ...page, rows: await toUserRecords(page.rows) };
}

export const userPage = (actor: Actor, query: UserPageQuery) => page(actor, query, filterOf(query));

/** Certificate warnings: ends before today (overdue) or within the expiring window. */
export function userWarningPage(actor: Actor, query: UserWarningPageQuery) {
  const todayIso = daysFromToday(0);
  const yesterday = daysFromToday(-1);
  const window = daysFromToday(CERTIFICATE_EXPIRING_DAYS);
  const cert =
    query.certificateState === 'overdue'
      ? { certTo: yesterday }
      : query.certificateState === 'expiring'
        ? { certFrom: todayIso, certTo: window }
        : { certTo: window };
  return page(actor, query, { ...filterOf(query), ...cert });
}

/** Work-order handlers (users of type `handler`), to deal with orders. */
export const userDealWithPage = (actor: Actor, query: UserPageQuery) => page(actor, query, { ...filterOf(query), userType: 'handler' });

const toOption = (u: { userId: number; username: string; nickName: string; deptId: number }): UserOption => ({
  userId: u.userId,
  username: u.username,
  nickName: u.nickName,
  deptId: u.deptId,
});

async function options(actor: Actor, deptId: number | undefined, subtree: boolean, filter: UserFilter): Promise<UserOption[]> {
  const partitions = await partitionsFor(actor, deptId, subtree);
  return (await listUsers(partitions, { ...filter, status: '0' }, MAX_USER_OPTIONS)).map(toOption);
}

/** Enabled users of the caller's own organization (within the caller's scope). */
export const currentOrgUsers = (actor: Actor) => options(actor, actor.deptId, false, {});
export const handleUsers = (actor: Actor, q: { deptId?: number; keyword?: string }) =>
  options(actor, q.deptId, true, { userType: 'handler', keyword: q.keyword?.toLowerCase() });
export const msgUsers = (actor: Actor, q: { deptId?: number; keyword?: string }) =>
  options(actor, q.deptId, true, { userType: 'reminder', keyword: q.keyword?.toLowerCase() });
export const orgUsers = (actor: Actor, q: { deptId: number }) => options(actor, q.deptId, false, {});

/** The users matching a search, in the caller's scope (at most `limit`): what an export writes. */
export async function searchUsers(actor: Actor, search: UserSearch, limit: number): Promise<UserRecord[]> {
  const partitions = await partitionsFor(actor, search.deptId);
  return toUserRecords(await listUsers(partitions, filterOf(search), limit));
}
