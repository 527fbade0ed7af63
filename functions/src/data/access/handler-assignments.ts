/**
 * Work-order handler assignments (docs/decisions/0019): the named access functions. What they share with notify
 * persons (target checks and counters, bulk delete, paging) lives in access/bindings.ts.
 */
import { MAX_HANDLERS_PER_TARGET } from '@aed/shared/schemas/handler';
import { AppError, errorRef } from '../../lib/app-error';
import { HandlerAssignmentEntity, type HandlerAssignmentItem } from '../entities/handler-assignment-entity';
import type { UserItem } from '../entities/user-entity';
import { addTargetItems, BINDING_TARGET_ENTITIES, deleteBindings, targetRefusal, type BindingPartition, type BoundDevice, type TargetPart } from './bindings';
import { conditions, partitionedList, type Where } from './cursor-walk';
import { rebaseUnder } from './path-rebase';
import { writeTransaction, type AddItem, type TransactionEntities } from './transactions';
import { releaseMarker, takeMarker } from './unique-markers';
import { UniqueEntity } from '../entities/unique-entity';
import { UserEntity } from '../entities/user-entity';
import { HANDLER_ERRORS } from '@aed/shared/errors/handler-errors';

/** What an assignment's transactions write or check: the record, its marker, its target, the handler's account. */
const ASSIGNMENT_WRITE_ENTITIES = { ...BINDING_TARGET_ENTITIES, handlerAssignment: HandlerAssignmentEntity, unique: UniqueEntity, user: UserEntity };

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

type Part = TargetPart | 'record' | 'duplicate' | 'account' | 'primary' | 'demote' | 'release';

/** The answer to a refused write, from its first refused part. */
async function refusal(part: Part | undefined, device: BoundDevice | null): Promise<AppError> {
  if (part === 'duplicate') return AppError.of(HANDLER_ERRORS, 'handler.exists');
  if (part === 'target' || part === 'device' || part === 'dept' || part === 'counter') return targetRefusal(part, 'handler', MAX_HANDLERS_PER_TARGET, device);
  // account changed, another primary set meanwhile, or the record changed: read again
  return new AppError('common.conflict');
}

/** Transaction item: the account is exactly as it was checked (enabled, same organization, same version). */
const accountUnchanged = ({ user }: TransactionEntities, u: Pick<UserItem, 'userId' | 'deptPath' | 'updateTime'>) =>
  user
    .check({ userId: u.userId })
    .where((attr, op) => `${op.eq(attr.status, '0')} AND ${op.eq(attr.deptPath, u.deptPath)} AND ${op.eq(attr.updateTime, u.updateTime)}`)
    .commit();

/**
 * Transaction items that make `assignmentId` the primary handler of its target: the marker is created, or taken
 * over from `current` (whose own flag is cleared in the same transaction, conditioned on it still being primary).
 */
function becomePrimary(entities: TransactionEntities, target: Target, assignmentId: number, current: HandlerAssignmentItem | null, add: AddItem<Part>) {
  const marker = handlerPrimaryMarker(target);
  if (!current) {
    add('primary', takeMarker(entities.unique, marker, String(assignmentId)));
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
 * Assigns a handler: the record, its (target, user) marker, the target's items (`addTargetItems`: bounded target
 * counter, organization and device counters and checks), the check that the account is as read, and (primary) the
 * primary marker taken over from `currentPrimary`, all in one transaction.
 */
export async function createHandlerAssignment(
  item: HandlerAssignmentItem,
  account: Pick<UserItem, 'userId' | 'deptPath' | 'updateTime'>,
  currentPrimary: HandlerAssignmentItem | null,
  device: BoundDevice | null,
): Promise<void> {
  const refused = await writeTransaction<Part>(ASSIGNMENT_WRITE_ENTITIES, (entities, add) => {
    add('record', entities.handlerAssignment.create(item).commit());
    add('duplicate', takeMarker(entities.unique, handlerUserMarker(item), String(item.assignmentId)));
    addTargetItems(entities, add, 'handler', item, MAX_HANDLERS_PER_TARGET, device);
    add('account', accountUnchanged(entities, account));
    if (item.primary) becomePrimary(entities, item, item.assignmentId, currentPrimary, add);
  });
  if (refused) throw await refusal(refused.part, device);
}

/** Changes primary and remark of an assignment unchanged since read; the primary marker moves with the flag. */
export async function updateHandlerAssignment(
  before: HandlerAssignmentItem,
  changes: Pick<HandlerAssignmentItem, 'primary' | 'remark' | 'searchText' | 'updateBy' | 'updateTime'>,
  currentPrimary: HandlerAssignmentItem | null,
): Promise<void> {
  const refused = await writeTransaction<Part>(ASSIGNMENT_WRITE_ENTITIES, (entities, add) => {
    add(
      'record',
      entities.handlerAssignment
        .patch({ assignmentId: before.assignmentId })
        .set(changes)
        .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)} AND ${op.eq(attr.primary, before.primary)}`)
        .commit(),
    );
    if (changes.primary && !before.primary) becomePrimary(entities, before, before.assignmentId, currentPrimary, add);
    if (!changes.primary && before.primary) add('release', releaseMarker(entities.unique, handlerPrimaryMarker(before), String(before.assignmentId)));
  });
  if (refused) throw await refusal(refused.part, null);
}

/** Removes assignments (all or nothing), each unchanged since read, with their markers; counters go down. */
export const deleteHandlerAssignments = (items: readonly HandlerAssignmentItem[]) =>
  deleteBindings('handler', items, { handlerAssignment: HandlerAssignmentEntity, unique: UniqueEntity }, ({ handlerAssignment, unique }, a) => [
    handlerAssignment
      .delete({ assignmentId: a.assignmentId })
      .where((attr, op) => `${op.eq(attr.updateTime, a.updateTime)} AND ${op.eq(attr.deptPath, a.deptPath)} AND ${op.eq(attr.primary, a.primary)}`)
      .commit(),
    unique.delete(handlerUserMarker(a)).commit(),
    ...(a.primary ? [releaseMarker(unique, handlerPrimaryMarker(a), String(a.assignmentId))] : []),
  ]);

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

function handlerQuery(p: BindingPartition, f: HandlerFilter) {
  const q = HandlerAssignmentEntity.query.byDept({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.keyword && op.contains(attr.searchText, f.keyword),
      f.deviceId !== undefined && op.eq(attr.deviceId, f.deviceId),
      f.primary !== undefined && op.eq(attr.primary, f.primary),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const handlerList = partitionedList(handlerQuery, errorRef(HANDLER_ERRORS, 'handler.badCursor'));
export const pageHandlerAssignments = handlerList.page;
/** The first page's total: a Select COUNT reading at most LIST_COUNT_CAP + 1 assignments. */
export const countHandlerAssignments = handlerList.count;
/** Up to `max` assignments of the partitions (export): the walk stops as soon as it holds `max`. */
export const listHandlerAssignments = handlerList.list;

// ---- organization moves ------------------------------------------------------------------------------------------

/** Like `rebaseNotifyPersons`: assignments under `from` get their organization path rebased onto `to`. */
export const rebaseHandlerAssignments = (from: string, to: string) =>
  rebaseUnder<Pick<HandlerAssignmentItem, 'assignmentId' | 'deptPath' | 'deviceId'>>(
    {
      page: (prefix, page) => HandlerAssignmentEntity.query.byDept({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['assignmentId', 'deptPath', 'deviceId'] }),
      pathOf: (a) => a.deptPath,
      // the path index key also holds the device: ElectroDB needs it to rebuild the key
      patch: (a, deptPath) =>
        HandlerAssignmentEntity.patch({ assignmentId: a.assignmentId })
          .set({ deptPath })
          .composite({ deviceId: a.deviceId })
          .where((attr, op) => op.eq(attr.deptPath, a.deptPath))
          .go(),
    },
    from,
    to,
  );
