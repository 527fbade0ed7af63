/**
 * Licence reads (docs/decisions/0041): an organization's pool, batches and history, for callers whose data scope
 * holds the organization (any other answers `dept.notFound`, as a missing one).
 */
import { LICENCE_EXPIRING_DAYS, type LicenceBatchPageQuery, type LicenceBatchRecord, type LicenceCounts, type LicenceEventRecord, type LicenceHistoryPageQuery, type LicenceSummary } from '@aed/shared/schemas/licence';
import type { CursorPage } from '@aed/shared/api/envelope';
import { getDeptsByIds } from '../../data/access/access-control';
import { batchUsable, listDeptBatches, pageDeptBatches, pageDeptEvents, poolBatchCount, todayOf, type BatchRange } from '../../data/access/licences';
import { pathDeptIds, scopeCovers } from '../../data/data-scope';
import type { LicenceBatchItem } from '../../data/entities/licence-batch-entity';
import type { LicenceEventItem } from '../../data/entities/licence-event-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { visibleDept } from '../dept/visible-dept';

const DAY_MS = 86_400_000;
/** The last day a batch counts as expiring (today + 30 days). */
export const expiringUntil = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) + LICENCE_EXPIRING_DAYS * DAY_MS).toISOString().slice(0, 10);

/** A batch's counts and state on `today`: the unused licences of a batch past its expiry count as expired. */
export function batchCounts(b: LicenceBatchItem, today: string): LicenceCounts & { state: LicenceBatchRecord['state'] } {
  const usable = batchUsable(b, today);
  const state = !usable ? 'expired' : b.expireTime && b.expireTime <= expiringUntil(today) ? 'expiring' : 'normal';
  const available = usable ? b.available : 0;
  return {
    total: b.total,
    available,
    used: b.used,
    sold: b.sold,
    expired: b.expired + (usable ? 0 : b.available),
    expiring: state === 'expiring' ? available : 0,
    remaining: b.total - b.sold,
    state,
  };
}

export const emptyCounts = (): LicenceCounts => ({ total: 0, available: 0, used: 0, expiring: 0, expired: 0, sold: 0, remaining: 0 });

/** Names of the organizations the caller sees ('' for the others: a counterpart outside the scope is not named). */
async function visibleNames(actor: Actor, ids: number[]): Promise<Map<number, string>> {
  const depts = await getDeptsByIds([...new Set(ids.filter((id) => id > 0))]);
  return new Map(depts.filter((d) => scopeCovers(actor.scope, d.deptPath)).map((d) => [d.deptId, d.deptName]));
}

/** The pool of an organization: its batches summed; `poolDeptId` the organization whose pool serves its devices. */
export async function licenceSummary(actor: Actor, deptId: number): Promise<LicenceSummary> {
  const dept = await visibleDept(actor, deptId);
  const today = todayOf(nowIso());
  const batches = await listDeptBatches(dept.deptId);
  const counts = emptyCounts();
  for (const b of batches) {
    const c = batchCounts(b, today);
    for (const key of Object.keys(counts) as (keyof LicenceCounts)[]) counts[key] += c[key];
  }
  let poolDeptId = 0;
  for (const id of pathDeptIds(dept.deptPath).reverse()) {
    if (id === dept.deptId ? batches.length > 0 : (await poolBatchCount(id)) > 0) {
      poolDeptId = id;
      break;
    }
  }
  const names = await visibleNames(actor, [poolDeptId]);
  return { ...counts, deptId: dept.deptId, deptName: dept.deptName, poolDeptId, poolDeptName: names.get(poolDeptId) ?? '', batches: batches.length };
}

function batchRange(state: LicenceBatchPageQuery['state'], today: string): BatchRange {
  const until = expiringUntil(today);
  if (state === 'expired') return { lt: today };
  if (state === 'expiring') return { between: [today, until] };
  if (state === 'normal') return { gt: `${until}~` };
  return null;
}

export async function pageLicenceBatches(actor: Actor, query: LicenceBatchPageQuery): Promise<CursorPage<LicenceBatchRecord>> {
  const dept = await visibleDept(actor, query.deptId);
  const today = todayOf(nowIso());
  const { rows, next } = await pageDeptBatches(dept.deptId, batchRange(query.state, today), query.limit, query.cursor);
  const names = await visibleNames(actor, rows.map((r) => r.sourceDeptId));
  const records = rows.map((b) => ({
    ...batchCounts(b, today),
    batchId: b.batchId,
    deptId: b.deptId,
    sourceBatchId: b.sourceBatchId,
    sourceDeptId: b.sourceDeptId,
    sourceDeptName: names.get(b.sourceDeptId) ?? '',
    expireTime: b.expireTime,
    lifetimeDays: b.lifetimeDays > 0 ? b.lifetimeDays : null,
    sellingUnit: b.sellingUnit,
    buyingUnit: b.buyingUnit,
    createBy: b.createBy,
    createTime: b.createTime,
  }));
  return { rows: records, ...(next ? { next } : {}), ...(query.cursor ? {} : { total: null }) };
}

const toEvent = (e: LicenceEventItem, names: Map<number, string>): LicenceEventRecord => ({
  eventId: e.eventId,
  deptId: e.deptId,
  kind: e.kind,
  batchId: e.batchId,
  amount: e.amount,
  counterpartDeptId: e.counterpartDeptId,
  counterpartDeptName: names.get(e.counterpartDeptId) ?? '',
  devices: e.devices ?? [],
  sellingUnit: e.sellingUnit,
  buyingUnit: e.buyingUnit,
  operator: e.operator,
  time: e.time,
});

export async function pageLicenceHistory(actor: Actor, query: LicenceHistoryPageQuery): Promise<CursorPage<LicenceEventRecord>> {
  const dept = await visibleDept(actor, query.deptId);
  const { rows, next } = await pageDeptEvents(dept.deptId, query.kind, query.limit, query.cursor);
  const names = await visibleNames(actor, rows.map((r) => r.counterpartDeptId));
  return { rows: rows.map((e) => toEvent(e, names)), ...(next ? { next } : {}), ...(query.cursor ? {} : { total: null }) };
}
