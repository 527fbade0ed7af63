import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { AppError, errorRef } from '../../lib/app-error';
import { scopeCovers, scopeQueries, type DataScope } from '../data-scope';
import { cleanBatch, deleteGroupWhereStill, type CleanBatch, type CleanCheckpoint } from './clean-batch';
import { rebaseUnder } from './path-rebase';
import { writeTransaction } from './transactions';
import { conditions, countUpTo, walkPage as walk, type PartitionRunner } from './cursor-walk';
import { LoginLogEntity, OperLogEntity, type LoginLogItem, type OperLogItem } from '../entities/log-entities';
import { MONITOR_ERRORS } from '@aed/shared/errors/monitor-errors';


/**
 * Time-partitioned logs (docs/decisions/0006-log-paging.md). A search names a month range; the partitions it reads
 * are (month newest first) x (scope prefix): scope "all" reads the month's time index (gsi1), a scoped caller reads
 * one key-prefix Query per subtree (gsi2 `begins_with(deptPath)`) or per single organization (exact path). A page
 * reads partitions in that order with DynamoDB Limit until it holds `limit` rows, and hands back a cursor
 * (partition index + last key), so a page costs about one page of reads whatever the table holds.
 */
export interface LogPartition {
  month: string;
  /** Absent: the whole month (scope "all"). */
  prefix?: string;
  subtree?: boolean;
}

/** Filter expressions applied inside the bounded partition walk (never a Scan). */
export interface OperLogFilter {
  /** A module key, matched exactly. */
  title?: string;
  operName?: string;
  businessType?: string;
  status?: '0' | '1';
  /** Inclusive ISO lower bound and exclusive upper bound on the log time. */
  from?: string;
  to?: string;
}
export interface LoginLogFilter {
  userName?: string;
  ipaddr?: string;
  status?: '0' | '1';
  from?: string;
  to?: string;
}

export const logPartitions = (months: string[], scope: DataScope): LogPartition[] =>
  months.flatMap((month) => (scope.all ? [{ month }] : scopeQueries(scope).map((q) => ({ month, prefix: q.prefix, subtree: q.subtree }))));

type Where = (attr: Record<string, unknown>, op: Record<string, (...args: unknown[]) => string>) => string;
type Runner<T> = PartitionRunner<LogPartition, T>;

/* ---------------------------------------------------------------- operation log */

const operWhere =
  (p: LogPartition, f: OperLogFilter): Where =>
  (attr, op) =>
    conditions([
      p.prefix !== undefined && !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.title && op.eq(attr.title, f.title),
      f.operName && op.contains(attr.operName, f.operName),
      f.businessType && op.eq(attr.businessType, f.businessType),
      f.status && op.eq(attr.status, f.status),
      f.from && op.gte(attr.operTime, f.from),
      f.to && op.lt(attr.operTime, f.to),
    ]);

function operQuery(p: LogPartition, f: OperLogFilter) {
  const q =
    p.prefix === undefined
      ? OperLogEntity.query.byMonth({ month: p.month })
      : p.subtree
        ? OperLogEntity.query.byMonthPath({ month: p.month }).begins({ deptPath: p.prefix })
        : OperLogEntity.query.byMonthPath({ month: p.month, deptPath: p.prefix });
  const where = operWhere(p, f) as unknown as Parameters<typeof q.where>[0];
  return q.where(where);
}

const operRunner = (f: OperLogFilter): Runner<OperLogItem> => ({
  page: async (p, count, cursor) => {
    const { data, cursor: next } = await operQuery(p, f).go({ order: 'desc', count, limit: Math.max(count, 25), cursor });
    return { data, cursor: next };
  },
  params: (p) => operQuery(p, f).params({ order: 'desc' }) as QueryCommandInput,
});

export async function pageOperLogs(partitions: LogPartition[], filter: OperLogFilter, limit: number, cursor?: string) {
  return walk(operRunner(filter), partitions, limit, cursor, errorRef(MONITOR_ERRORS, 'log.badCursor'));
}
/** The first page's total: a count that reads at most LIST_COUNT_CAP + 1 logs (docs/decisions/0030). */
export const countOperLogs = (partitions: LogPartition[], filter: OperLogFilter) => countUpTo(operRunner(filter), partitions);

/** One log if it exists and lies in the caller's scope (out of scope reads as absent). */
export async function getOperLog(operId: string, scope: DataScope): Promise<OperLogItem | null> {
  const { data } = await OperLogEntity.get({ operId }).go();
  return data && scopeCovers(scope, data.deptPath) ? data : null;
}

/** The logs of these ids that exist and lie in the caller's scope. */
export async function getOperLogs(operIds: string[], scope: DataScope): Promise<OperLogItem[]> {
  if (!operIds.length) return [];
  const { data } = await OperLogEntity.get(operIds.map((operId) => ({ operId }))).go();
  return data.filter((l) => scopeCovers(scope, l.deptPath));
}

/** The newest operation logs of a month (tests and diagnostics). */
export async function listOperLogsOfMonth(month: string, limit = 50): Promise<OperLogItem[]> {
  const { data } = await OperLogEntity.query.byMonth({ month }).go({ order: 'desc', limit });
  return data;
}

/* ---------------------------------------------------------------- login log */

const loginWhere =
  (p: LogPartition, f: LoginLogFilter): Where =>
  (attr, op) =>
    conditions([
      p.prefix !== undefined && !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.userName && op.contains(attr.userName, f.userName),
      f.ipaddr && op.begins(attr.ipaddr, f.ipaddr),
      f.status && op.eq(attr.status, f.status),
      f.from && op.gte(attr.loginTime, f.from),
      f.to && op.lt(attr.loginTime, f.to),
    ]);

function loginQuery(p: LogPartition, f: LoginLogFilter) {
  const q =
    p.prefix === undefined
      ? LoginLogEntity.query.byMonth({ month: p.month })
      : p.subtree
        ? LoginLogEntity.query.byMonthPath({ month: p.month }).begins({ deptPath: p.prefix })
        : LoginLogEntity.query.byMonthPath({ month: p.month, deptPath: p.prefix });
  const where = loginWhere(p, f) as unknown as Parameters<typeof q.where>[0];
  return q.where(where);
}

const loginRunner = (f: LoginLogFilter): Runner<LoginLogItem> => ({
  page: async (p, count, cursor) => {
    const { data, cursor: next } = await loginQuery(p, f).go({ order: 'desc', count, limit: Math.max(count, 25), cursor });
    return { data, cursor: next };
  },
  params: (p) => loginQuery(p, f).params({ order: 'desc' }) as QueryCommandInput,
});

export async function pageLoginLogs(partitions: LogPartition[], filter: LoginLogFilter, limit: number, cursor?: string) {
  return walk(loginRunner(filter), partitions, limit, cursor, errorRef(MONITOR_ERRORS, 'log.badCursor'));
}
export const countLoginLogs = (partitions: LogPartition[], filter: LoginLogFilter) => countUpTo(loginRunner(filter), partitions);

/** The login logs of these ids that exist and lie in the caller's scope. */
export async function getLoginLogs(infoIds: string[], scope: DataScope): Promise<LoginLogItem[]> {
  if (!infoIds.length) return [];
  const { data } = await LoginLogEntity.get(infoIds.map((infoId) => ({ infoId }))).go();
  return data.filter((l) => scopeCovers(scope, l.deptPath));
}

/**
 * Login attempts of one account name (case-insensitive) in the current and previous month, newest first. It reads
 * whole month partitions: for tests and diagnostics only, never a request path.
 */
export async function listLoginLogsOfUser(userName: string, limit = 20): Promise<LoginLogItem[]> {
  const now = new Date();
  const months = [now.toISOString().slice(0, 7), new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)];
  const rows: LoginLogItem[] = [];
  for (const month of months) {
    const { data } = await LoginLogEntity.query.byMonth({ month }).go({ order: 'desc', pages: 'all' });
    rows.push(...data.filter((l) => l.userName.toLowerCase() === userName.toLowerCase()));
    if (rows.length >= limit) break;
  }
  return rows.slice(0, limit);
}

/* ---------------------------------------------------------------- organization moves */

/**
 * An organization moved from `from` to `to` (materialized paths): the logs written under it in these months follow it
 * (docs/decisions/0017), like its users and devices, so its own administrators keep their history and the new
 * ancestors see it, the old ones no longer. One key-prefix Query per month and kind (`rebaseUnder`: each patch is
 * conditional on the old path, so a re-run after a failure rewrites nothing twice). Returns how many were rewritten.
 */
export async function rebaseLogs(months: string[], from: string, to: string): Promise<number> {
  let count = 0;
  for (const month of months) {
    count += await rebaseUnder<Pick<OperLogItem, 'operId' | 'deptPath' | 'operTime'>>(
      {
        page: (prefix, page) => OperLogEntity.query.byMonthPath({ month }).begins({ deptPath: prefix }).go({ ...page, attributes: ['operId', 'deptPath', 'operTime'] }),
        pathOf: (l) => l.deptPath,
        // the time is part of the index key: ElectroDB needs it to rebuild the key
        patch: (l, deptPath) =>
          OperLogEntity.patch({ operId: l.operId })
            .set({ deptPath, operTime: l.operTime })
            .where((attr, op) => op.eq(attr.deptPath, l.deptPath))
            .go(),
      },
      from,
      to,
    );
    count += await rebaseUnder<Pick<LoginLogItem, 'infoId' | 'deptPath' | 'loginTime'>>(
      {
        page: (prefix, page) => LoginLogEntity.query.byMonthPath({ month }).begins({ deptPath: prefix }).go({ ...page, attributes: ['infoId', 'deptPath', 'loginTime'] }),
        pathOf: (l) => l.deptPath,
        patch: (l, deptPath) =>
          LoginLogEntity.patch({ infoId: l.infoId })
            .set({ deptPath, loginTime: l.loginTime })
            .where((attr, op) => op.eq(attr.deptPath, l.deptPath))
            .go(),
      },
      from,
      to,
    );
  }
  return count;
}

/* ---------------------------------------------------------------- deletes */

/**
 * Deletes the given logs in one transaction (all or nothing); each delete is conditioned on the record still being
 * inside the caller's scope, so a concurrent change cannot widen what the caller may remove.
 */
export async function deleteOperLogs(items: OperLogItem[], scope: DataScope): Promise<void> {
  if (items.some((i) => !scopeCovers(scope, i.deptPath))) throw AppError.of(MONITOR_ERRORS, 'operlog.notFound');
  // every part is a log record: a refused one is gone or moved out of the scope
  const refused = await writeTransaction<'record'>({ operLog: OperLogEntity }, ({ operLog }, add) => {
    for (const i of items) {
      add(
        'record',
        operLog
          .delete({ operId: i.operId })
          .where((attr, op) => `${op.exists(attr.operId)} AND ${op.eq(attr.deptPath, i.deptPath)}`)
          .commit(),
      );
    }
  });
  if (refused) throw AppError.of(MONITOR_ERRORS, 'operlog.notFound');
}

export async function deleteLoginLogs(items: LoginLogItem[], scope: DataScope): Promise<void> {
  if (items.some((i) => !scopeCovers(scope, i.deptPath))) throw AppError.of(MONITOR_ERRORS, 'logininfor.notFound');
  const refused = await writeTransaction<'record'>({ loginLog: LoginLogEntity }, ({ loginLog }, add) => {
    for (const i of items) {
      add(
        'record',
        loginLog
          .delete({ infoId: i.infoId })
          .where((attr, op) => `${op.exists(attr.infoId)} AND ${op.eq(attr.deptPath, i.deptPath)}`)
          .commit(),
      );
    }
  });
  if (refused) throw AppError.of(MONITOR_ERRORS, 'logininfor.notFound');
}

/**
 * One batch of a clean (the background task worker's step, decision 0029): reads up to `max` records of the partitions
 * (older than `filter.to`) from the checkpoint on and deletes them, 25 per transaction, each delete conditioned on the
 * path that was read: a record that moved out of the partition's organizations meanwhile (or is gone) is left alone and
 * not counted.
 */
export async function cleanOperLogsBatch(partitions: LogPartition[], filter: OperLogFilter, from: CleanCheckpoint, max: number): Promise<CleanBatch> {
  return cleanBatch(partitions, from, max, operRunner(filter).page, (group) =>
    deleteGroupWhereStill(group, (items) =>
      writeTransaction<'record'>({ operLog: OperLogEntity }, ({ operLog }, add) => {
        for (const i of items) add('record', operLog.delete({ operId: i.operId }).where((attr, op) => op.eq(attr.deptPath, i.deptPath)).commit());
      }),
    ),
  );
}

export async function cleanLoginLogsBatch(partitions: LogPartition[], filter: LoginLogFilter, from: CleanCheckpoint, max: number): Promise<CleanBatch> {
  return cleanBatch(partitions, from, max, loginRunner(filter).page, (group) =>
    deleteGroupWhereStill(group, (items) =>
      writeTransaction<'record'>({ loginLog: LoginLogEntity }, ({ loginLog }, add) => {
        for (const i of items) add('record', loginLog.delete({ infoId: i.infoId }).where((attr, op) => op.eq(attr.deptPath, i.deptPath)).commit());
      }),
    ),
  );
}
