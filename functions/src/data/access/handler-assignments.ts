import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { MAX_HANDLERS_PER_TARGET } from '@aed/shared/schemas/handler';
import { AppError } from '../../domain/app-error';
import { HandlerAssignmentEntity, type HandlerAssignmentItem } from '../entities/handler-assignment-entity';
import type { UserItem } from '../entities/user-entity';
import { aedService } from '../service';
import { addToTarget, counterDeltas, deptCounterName, deviceCounterName, moveCounter } from './binding-counters';
import { conditions, countAll, walkPage, type PartitionRunner } from './cursor-walk';
import { isConditionalFailure } from './ids';
import { deptStillAt, deviceRefusal, deviceStillAt, type BoundDevice, type NotifyPartition } from './notify-persons';
import { refusedPart } from './transaction-refusal';

const MOVE_BATCH = 100;

type Target = Pick<HandlerAssignmentItem, 'deptId' | 'deviceId'>;
/** One user is assigned once per target. */
export const handlerUserMarker = (a: Target & Pick<HandlerAssignmentItem, 'userId'>) => ({ scope: 'handlerUser', value: `${a.deptId}#${a.deviceId}#${a.userId}` });
/** Names the primary (default) handler of a target: at most one. */
export const handlerPrimaryMarker = (a: Target) => ({ scope: 'handlerPrimary', value: `${a.deptId}#${a.deviceId}` });

/** The keyword filter's text: account, name (as known when written) and remark, lower-cased. */
export const handlerSearchTextOf = (user: Pick<UserItem, 'username' | 'nickName'>, remark: string) => [user.username, user.nickName, remark].filter(Boolean).join('\n').toLowerCase();

export async function getHandlerAssignment(assignmentId: number): Promise<HandlerAssignmentItem | null> {
  const { data } = await HandlerAssignmentEntity.get({ assignmentId }).go({ consistent: true });
  return data;
}

export async function getHandlerAssignments(ids: readonly number[]): Promise<HandlerAssignmentItem[]> {
  if (!ids.length) return [];
  const { data } = await HandlerAssignmentEntity.get(ids.map((assignmentId) => ({ assignmentId }))).go({ consistent: true });
  return data;
}

type Part = 'record' | 'duplicate' | 'target' | 'deptCount' | 'dept' | 'account' | 'primary' | 'demote' | 'release' | 'device';

function refusal(data: readonly unknown[], parts: readonly Part[]): AppError {
  const part = refusedPart(data, parts);
  if (part === 'duplicate') return new AppError('handler.exists');
  if (part === 'target') return new AppError('handler.tooMany', { max: MAX_HANDLERS_PER_TARGET });
  // organization moved or deleted, account changed, another primary set meanwhile, or the record changed
  return new AppError('common.conflict');
}

type Entities = Parameters<Parameters<typeof aedService.transaction.write>[0]>[0];
type WriteOp = ReturnType<ReturnType<Entities['unique']['delete']>['commit']>;

/** Transaction item: the account is exactly as it was checked (enabled, same organization, same version). */
const accountUnchanged = ({ user }: Entities, u: Pick<UserItem, 'userId' | 'deptPath' | 'updateTime'>) =>
  user
    .check({ userId: u.userId })
    .where((attr, op) => `${op.eq(attr.status, '0')} AND ${op.eq(attr.deptPath, u.deptPath)} AND ${op.eq(attr.updateTime, u.updateTime)}`)
    .commit();

/**
 * Transaction items that make `assignmentId` the primary handler of its target: the marker is created, or taken
 * over from `current` (whose own flag is cleared in the same transaction, conditioned on it still being primary).
 */
function becomePrimary(entities: Entities, target: Target, assignmentId: number, current: HandlerAssignmentItem | null, add: (part: Part, op: WriteOp) => void) {
  const marker = handlerPrimaryMarker(target);
  if (!current) {
    add('primary', entities.unique.create({ ...marker, ownerId: String(assignmentId) }).commit());
    return;
  }
  add(
    'primary',
    entities.unique
      .patch(marker)
      .set({ ownerId: String(assignmentId) })
      .where((attr, op) => op.eq(attr.ownerId, String(current.assignmentId)))
      .commit(),
  );
  add(
    'demote',
    entities.handlerAssignment
      .patch({ assignmentId: current.assignmentId })
      .set({ primary: false })
      .where((attr, op) => op.eq(attr.primary, true))
      .commit(),
  );
}

/**
 * Assigns a handler: the record, its (target, user) marker, the bounded target counter and the organization
 * counter, the checks that the organization, the account and the device (when bound to one) are as read, and
 * (primary) the primary marker taken over from `currentPrimary`, all in one transaction.
 */
export async function createHandlerAssignment(
  item: HandlerAssignmentItem,
  account: Pick<UserItem, 'userId' | 'deptPath' | 'updateTime'>,
  currentPrimary: HandlerAssignmentItem | null,
  device: BoundDevice | null,
): Promise<void> {
  const parts: Part[] = [];
  const result = await aedService.transaction
    .write((entities) => {
      const ops: WriteOp[] = [];
      const add = (part: Part, op: WriteOp) => {
        parts.push(part);
        ops.push(op);
      };
      add('record', entities.handlerAssignment.create(item).commit());
      add('duplicate', entities.unique.create({ ...handlerUserMarker(item), ownerId: String(item.assignmentId) }).commit());
      add('target', addToTarget(entities.counter, 'handler', item.deptId, item.deviceId, MAX_HANDLERS_PER_TARGET));
      add('deptCount', moveCounter(entities.counter, deptCounterName('handler', item.deptId), 1));
      add('dept', deptStillAt(entities, item.deptId, item.deptPath));
      add('account', accountUnchanged(entities, account));
      if (device) {
        add('deptCount', moveCounter(entities.counter, deviceCounterName(device.deviceId), 1));
        add('device', deviceStillAt(entities, device));
      }
      if (item.primary) becomePrimary(entities, item, item.assignmentId, currentPrimary, add);
      return ops;
    })
    .go();
  if (!result.canceled) return;
  throw device && refusedPart(result.data, parts) === 'device' ? await deviceRefusal(device) : refusal(result.data, parts);
}

/** Changes primary and remark of an assignment unchanged since read; the primary marker moves with the flag. */
export async function updateHandlerAssignment(
  before: HandlerAssignmentItem,
  changes: Pick<HandlerAssignmentItem, 'primary' | 'remark' | 'searchText' | 'updateBy' | 'updateTime'>,
  currentPrimary: HandlerAssignmentItem | null,
): Promise<void> {
  const parts: Part[] = [];
  const result = await aedService.transaction
    .write((entities) => {
      const ops: WriteOp[] = [];
      const add = (part: Part, op: WriteOp) => {
        parts.push(part);
        ops.push(op);
      };
      add(
        'record',
        entities.handlerAssignment
          .patch({ assignmentId: before.assignmentId })
          .set(changes)
          .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)} AND ${op.eq(attr.primary, before.primary)}`)
          .commit(),
      );
      if (changes.primary && !before.primary) becomePrimary(entities, before, before.assignmentId, currentPrimary, add);
      if (!changes.primary && before.primary) {
        add(
          'release',
          entities.unique
            .delete(handlerPrimaryMarker(before))
            .where((attr, op) => `${op.notExists(attr.ownerId)} OR ${op.eq(attr.ownerId, String(before.assignmentId))}`)
            .commit(),
        );
      }
      return ops;
    })
    .go();
  if (result.canceled) throw refusal(result.data, parts);
}

/** Removes assignments (all or nothing), each unchanged since read, with their markers; counters go down. */
export async function deleteHandlerAssignments(items: readonly HandlerAssignmentItem[]): Promise<void> {
  const deltas = counterDeltas('handler', items, -1);
  const result = await aedService.transaction
    .write(({ handlerAssignment, unique, counter }) => [
      ...items.flatMap((a) => [
        handlerAssignment
          .delete({ assignmentId: a.assignmentId })
          .where((attr, op) => `${op.eq(attr.updateTime, a.updateTime)} AND ${op.eq(attr.deptPath, a.deptPath)} AND ${op.eq(attr.primary, a.primary)}`)
          .commit(),
        unique.delete(handlerUserMarker(a)).commit(),
        ...(a.primary
          ? [
              unique
                .delete(handlerPrimaryMarker(a))
                .where((attr, op) => `${op.notExists(attr.ownerId)} OR ${op.eq(attr.ownerId, String(a.assignmentId))}`)
                .commit(),
            ]
          : []),
      ]),
      ...[...deltas].map(([name, delta]) => moveCounter(counter, name, delta)),
    ])
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}

/** The assignments of exactly one target (organization path, device; 0 = whole organization). Bounded per target. */
export async function listHandlerAssignmentsOfTarget(deptPath: string, deviceId: number): Promise<HandlerAssignmentItem[]> {
  const { data } = await HandlerAssignmentEntity.query.byDept({ deptPath, deviceId }).go({ pages: 'all' });
  return data;
}

/** Is the user assigned as a handler anywhere? One Query reading at most one item. */
export async function userHasHandlerAssignments(userId: number): Promise<boolean> {
  const { data } = await HandlerAssignmentEntity.query.byUser({ userId }).go({ limit: 1, attributes: ['assignmentId', 'userId'] });
  return data.length > 0;
}

// ---- paging ------------------------------------------------------------------------------------------------------

export interface HandlerFilter {
  keyword?: string;
  deviceId?: number;
  primary?: boolean;
}

type Where = (attr: Record<string, unknown>, op: Record<string, (...args: unknown[]) => string>) => string;

const handlerWhere =
  (p: NotifyPartition, f: HandlerFilter): Where =>
  (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.keyword && op.contains(attr.searchText, f.keyword),
      f.deviceId !== undefined && op.eq(attr.deviceId, f.deviceId),
      f.primary !== undefined && op.eq(attr.primary, f.primary),
    ]);

function handlerQuery(p: NotifyPartition, f: HandlerFilter) {
  const q = HandlerAssignmentEntity.query.byDept({}).begins({ deptPath: p.prefix });
  const where = handlerWhere(p, f) as unknown as Parameters<typeof q.where>[0];
  return q.where(where);
}

const handlerRunner = (f: HandlerFilter): PartitionRunner<NotifyPartition, HandlerAssignmentItem> => ({
  page: async (p, count, cursor) => {
    const { data, cursor: next } = await handlerQuery(p, f).go({ count, limit: Math.max(count, 25), cursor });
    return { data, cursor: next };
  },
  params: (p) => handlerQuery(p, f).params() as QueryCommandInput,
});

export const pageHandlerAssignments = (partitions: NotifyPartition[], filter: HandlerFilter, limit: number, cursor?: string) =>
  walkPage(handlerRunner(filter), partitions, limit, cursor, 'handler.badCursor');
export const countHandlerAssignments = (partitions: NotifyPartition[], filter: HandlerFilter) => countAll(handlerRunner(filter), partitions);

export async function listHandlerAssignments(partitions: NotifyPartition[], filter: HandlerFilter, max: number): Promise<HandlerAssignmentItem[]> {
  const rows: HandlerAssignmentItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageHandlerAssignments(partitions, filter, Math.min(100, max - rows.length), cursor);
    rows.push(...page.rows);
    cursor = page.next;
  } while (cursor && rows.length < max);
  return rows;
}

// ---- organization moves ------------------------------------------------------------------------------------------

const rebase = (path: string, from: string, to: string) => (path.startsWith(from) ? `${to}${path.slice(from.length)}` : path);

/** Like `rebaseNotifyPersons`: assignments under `from` get their organization path rebased onto `to`. */
export async function rebaseHandlerAssignments(from: string, to: string): Promise<number> {
  let cursor: string | null = null;
  let count = 0;
  do {
    const page: { data: Pick<HandlerAssignmentItem, 'assignmentId' | 'deptPath' | 'deviceId'>[]; cursor: string | null } = await HandlerAssignmentEntity.query
      .byDept({})
      .begins({ deptPath: from })
      .go({ limit: MOVE_BATCH, cursor, attributes: ['assignmentId', 'deptPath', 'deviceId'] });
    cursor = page.cursor;
    await Promise.all(
      page.data.map(async (a) => {
        try {
          await HandlerAssignmentEntity.patch({ assignmentId: a.assignmentId })
            .set({ deptPath: rebase(a.deptPath, from, to) })
            // the path index key also holds the device: ElectroDB needs it to rebuild the key
            .composite({ deviceId: a.deviceId })
            .where((attr, op) => op.eq(attr.deptPath, a.deptPath))
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
