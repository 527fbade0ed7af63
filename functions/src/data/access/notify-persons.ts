import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { MAX_NOTIFY_PER_TARGET } from '@aed/shared/schemas/notify';
import { AppError } from '../../domain/app-error';
import { NotifyPersonEntity, type NotifyPersonItem } from '../entities/notify-person-entity';
import { aedService } from '../service';
import { addToTarget, counterDeltas, deptCounterName, deviceCounterName, moveCounter } from './binding-counters';
import { conditions, countAll, walkPage, type PartitionRunner } from './cursor-walk';
import { getDeviceById } from './devices';
import { isConditionalFailure } from './ids';
import { refusedPart } from './transaction-refusal';

/** Items rewritten per batch when an organization moves. */
const MOVE_BATCH = 100;

/** "Same email or phone on the same organization/device": markers scoped to the target, so moves keep them. */
export const notifyEmailMarker = (p: Pick<NotifyPersonItem, 'deptId' | 'deviceId' | 'email'>) => ({ scope: 'notifyEmail', value: `${p.deptId}#${p.deviceId}#${p.email.trim().toLowerCase()}` });
export const notifyPhoneMarker = (p: Pick<NotifyPersonItem, 'deptId' | 'deviceId' | 'phone'>) => ({ scope: 'notifyPhone', value: `${p.deptId}#${p.deviceId}#${p.phone.replace(/[\s-]/g, '')}` });

/** The keyword filter's text: name, phone, email and remark, lower-cased. */
export const notifySearchTextOf = (p: Pick<NotifyPersonItem, 'personName' | 'phone' | 'email' | 'remark'>) =>
  [p.personName, p.phone, p.email, p.remark].filter(Boolean).join('\n').toLowerCase();

export async function getNotifyPerson(notifyId: number): Promise<NotifyPersonItem | null> {
  const { data } = await NotifyPersonEntity.get({ notifyId }).go({ consistent: true });
  return data;
}

export async function getNotifyPersons(ids: readonly number[]): Promise<NotifyPersonItem[]> {
  if (!ids.length) return [];
  const { data } = await NotifyPersonEntity.get(ids.map((notifyId) => ({ notifyId }))).go({ consistent: true });
  return data;
}

type Part = 'record' | 'email' | 'phone' | 'target' | 'deptCount' | 'dept' | 'release' | 'device';

function refusal(data: readonly unknown[], parts: readonly Part[]): AppError {
  const part = refusedPart(data, parts);
  if (part === 'email') return new AppError('notify.emailExists');
  if (part === 'phone') return new AppError('notify.phoneExists');
  if (part === 'target') return new AppError('notify.tooMany', { max: MAX_NOTIFY_PER_TARGET });
  // the organization was deleted or moved since it was read, or the record changed: read again
  return new AppError('common.conflict');
}

type Entities = Parameters<Parameters<typeof aedService.transaction.write>[0]>[0];

/** The device a record is bound to, as the domain read it (its organization path). */
export interface BoundDevice {
  deviceId: number;
  deptPath: string;
}

/**
 * Transaction item: the device a record is bound to still exists in the organization it was read in (checked to lie
 * in the target organization or below it). A device deleted or moved meanwhile refuses the add, as the device's
 * delete or move refuses while the record exists (its `deviceBindings` counter).
 */
export const deviceStillAt = ({ device }: Entities, d: BoundDevice) =>
  device
    .check({ deviceId: d.deviceId })
    .where((attr, op) => op.eq(attr.deptPath, d.deptPath))
    .commit();

/** The answer when `deviceStillAt` refused: the device is gone (`device.notFound`), or it moved meanwhile (read again). */
export const deviceRefusal = async (d: BoundDevice) => ((await getDeviceById(d.deviceId)) ? new AppError('common.conflict') : new AppError('device.notFound'));

/** Transaction item: the organization still exists at the path the caller's scope was checked against. */
export const deptStillAt = ({ dept }: Entities, deptId: number, deptPath: string) =>
  dept
    .check({ deptId })
    .where((attr, op) => op.eq(attr.deptPath, deptPath))
    .commit();

/**
 * Creates a notify person with its email and phone markers (unique per target), one more on the target's bounded
 * counter and on the organization's counter, and the checks that the organization (and the device, when bound to
 * one) are still where they were read, in one transaction.
 */
export async function createNotifyPerson(item: NotifyPersonItem, device: BoundDevice | null): Promise<void> {
  const ownerId = String(item.notifyId);
  const result = await aedService.transaction
    .write((entities) => [
      entities.notifyPerson.create({ ...item, searchText: notifySearchTextOf(item) }).commit(),
      entities.unique.create({ ...notifyEmailMarker(item), ownerId }).commit(),
      entities.unique.create({ ...notifyPhoneMarker(item), ownerId }).commit(),
      addToTarget(entities.counter, 'notify', item.deptId, item.deviceId, MAX_NOTIFY_PER_TARGET),
      moveCounter(entities.counter, deptCounterName('notify', item.deptId), 1),
      deptStillAt(entities, item.deptId, item.deptPath),
      ...(device ? [moveCounter(entities.counter, deviceCounterName(device.deviceId), 1), deviceStillAt(entities, device)] : []),
    ])
    .go();
  if (!result.canceled) return;
  const parts: Part[] = ['record', 'email', 'phone', 'target', 'deptCount', 'dept', 'deptCount', 'device'];
  throw device && refusedPart(result.data, parts) === 'device' ? await deviceRefusal(device) : refusal(result.data, parts);
}

const releaseIfOwned = (unique: Entities['unique'], marker: { scope: string; value: string }, ownerId: string) =>
  unique
    .delete(marker)
    .where((attr, op) => `${op.notExists(attr.ownerId)} OR ${op.eq(attr.ownerId, ownerId)}`)
    .commit();

/**
 * Updates a person unchanged since read (version and organization path), swapping the email/phone markers when
 * they change; the target (organization, device) never changes here.
 */
export async function updateNotifyPerson(before: NotifyPersonItem, after: NotifyPersonItem): Promise<void> {
  const { notifyId, deptId: _d, deviceId: _v, deptPath: _p, ...changes } = after;
  const ownerId = String(notifyId);
  const emailChanged = notifyEmailMarker(before).value !== notifyEmailMarker(after).value;
  const phoneChanged = notifyPhoneMarker(before).value !== notifyPhoneMarker(after).value;
  const parts: Part[] = ['record', ...(emailChanged ? (['release', 'email'] as const) : []), ...(phoneChanged ? (['release', 'phone'] as const) : [])];
  const result = await aedService.transaction
    .write(({ notifyPerson, unique }) => [
      notifyPerson
        .patch({ notifyId })
        .set({ ...changes, searchText: notifySearchTextOf(after) })
        .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
        .commit(),
      ...(emailChanged ? [releaseIfOwned(unique, notifyEmailMarker(before), ownerId), unique.create({ ...notifyEmailMarker(after), ownerId }).commit()] : []),
      ...(phoneChanged ? [releaseIfOwned(unique, notifyPhoneMarker(before), ownerId), unique.create({ ...notifyPhoneMarker(after), ownerId }).commit()] : []),
    ])
    .go();
  if (result.canceled) throw refusal(result.data, parts);
}

/** Deletes persons (all or nothing), each unchanged since read, with their markers; counters go down in the same transaction. */
export async function deleteNotifyPersons(items: readonly NotifyPersonItem[]): Promise<void> {
  const deltas = counterDeltas('notify', items, -1);
  const result = await aedService.transaction
    .write(({ notifyPerson, unique, counter }) => [
      ...items.flatMap((p) => [
        notifyPerson
          .delete({ notifyId: p.notifyId })
          .where((attr, op) => `${op.eq(attr.updateTime, p.updateTime)} AND ${op.eq(attr.deptPath, p.deptPath)}`)
          .commit(),
        releaseIfOwned(unique, notifyEmailMarker(p), String(p.notifyId)),
        releaseIfOwned(unique, notifyPhoneMarker(p), String(p.notifyId)),
      ]),
      ...[...deltas].map(([name, delta]) => moveCounter(counter, name, delta)),
    ])
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}

/** The persons of exactly one target: organization `deptPath`, device `deviceId` (0: the whole organization). Bounded per target. */
export async function listNotifyPersonsOfTarget(deptPath: string, deviceId: number): Promise<NotifyPersonItem[]> {
  const { data } = await NotifyPersonEntity.query.byDept({ deptPath, deviceId }).go({ pages: 'all' });
  return data;
}

// ---- paging ------------------------------------------------------------------------------------------------------

/** A partition of a list: a path-prefix Query (organization and below), or exactly one organization. */
export interface NotifyPartition {
  prefix: string;
  subtree: boolean;
}

export interface NotifyFilter {
  /** Lower-case keyword matched in name, phone, email and remark. */
  keyword?: string;
  status?: NotifyPersonItem['status'];
  deviceId?: number;
}

type Where = (attr: Record<string, unknown>, op: Record<string, (...args: unknown[]) => string>) => string;

const notifyWhere =
  (p: NotifyPartition, f: NotifyFilter): Where =>
  (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.keyword && op.contains(attr.searchText, f.keyword),
      f.status && op.eq(attr.status, f.status),
      f.deviceId !== undefined && op.eq(attr.deviceId, f.deviceId),
    ]);

function notifyQuery(p: NotifyPartition, f: NotifyFilter) {
  const q = NotifyPersonEntity.query.byDept({}).begins({ deptPath: p.prefix });
  const where = notifyWhere(p, f) as unknown as Parameters<typeof q.where>[0];
  return q.where(where);
}

const notifyRunner = (f: NotifyFilter): PartitionRunner<NotifyPartition, NotifyPersonItem> => ({
  page: async (p, count, cursor) => {
    const { data, cursor: next } = await notifyQuery(p, f).go({ count, limit: Math.max(count, 25), cursor });
    return { data, cursor: next };
  },
  params: (p) => notifyQuery(p, f).params() as QueryCommandInput,
});

export const pageNotifyPersons = (partitions: NotifyPartition[], filter: NotifyFilter, limit: number, cursor?: string) =>
  walkPage(notifyRunner(filter), partitions, limit, cursor, 'notify.badCursor');
export const countNotifyPersons = (partitions: NotifyPartition[], filter: NotifyFilter) => countAll(notifyRunner(filter), partitions);

/** Up to `max` persons of the partitions (export): the walk stops as soon as it holds `max`. */
export async function listNotifyPersons(partitions: NotifyPartition[], filter: NotifyFilter, max: number): Promise<NotifyPersonItem[]> {
  const rows: NotifyPersonItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageNotifyPersons(partitions, filter, Math.min(100, max - rows.length), cursor);
    rows.push(...page.rows);
    cursor = page.next;
  } while (cursor && rows.length < max);
  return rows;
}

// ---- organization moves ------------------------------------------------------------------------------------------

const rebase = (path: string, from: string, to: string) => (path.startsWith(from) ? `${to}${path.slice(from.length)}` : path);

/**
 * Every person whose organization path starts with `from` gets it rebased onto `to` (decision 0008's move
 * completion), one page of the path index at a time; conditional on the old path, so a re-run rewrites nothing twice.
 */
export async function rebaseNotifyPersons(from: string, to: string): Promise<number> {
  let cursor: string | null = null;
  let count = 0;
  do {
    const page: { data: Pick<NotifyPersonItem, 'notifyId' | 'deptPath' | 'deviceId'>[]; cursor: string | null } = await NotifyPersonEntity.query
      .byDept({})
      .begins({ deptPath: from })
      .go({ limit: MOVE_BATCH, cursor, attributes: ['notifyId', 'deptPath', 'deviceId'] });
    cursor = page.cursor;
    await Promise.all(
      page.data.map(async (p) => {
        try {
          await NotifyPersonEntity.patch({ notifyId: p.notifyId })
            .set({ deptPath: rebase(p.deptPath, from, to) })
            // the path index key also holds the device: ElectroDB needs it to rebuild the key
            .composite({ deviceId: p.deviceId })
            .where((attr, op) => op.eq(attr.deptPath, p.deptPath))
            .go();
          count += 1;
        } catch (e) {
          if (!isConditionalFailure(e)) throw e;
        }
      }),
    );
  } while (cursor);
  return count;
}
