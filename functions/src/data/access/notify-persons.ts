/**
 * Persons to notify on abnormal events (docs/decisions/0019): the named access functions. What they share with
 * handler assignments (target checks and counters, bulk delete, paging) lives in access/bindings.ts.
 */
import { MAX_NOTIFY_PER_TARGET } from '@aed/shared/schemas/notify';
import { AppError, errorRef } from '../../lib/app-error';
import { NotifyPersonEntity, type NotifyPersonItem } from '../entities/notify-person-entity';
import { addTargetItems, BINDING_TARGET_ENTITIES, deleteBindings, targetRefusal, type BindingPartition, type BoundDevice, type TargetPart } from './bindings';
import { conditions, partitionedList, type Where } from './cursor-walk';
import { rebaseUnder } from './path-rebase';
import { writeTransaction } from './transactions';
import { releaseMarker, takeMarker } from './unique-markers';
import { UniqueEntity } from '../entities/unique-entity';
import { NOTIFY_ERRORS } from '@aed/shared/errors/notify-errors';

/** What a notify person's transactions write or check: the record, its markers, its target. */
const NOTIFY_WRITE_ENTITIES = { ...BINDING_TARGET_ENTITIES, notifyPerson: NotifyPersonEntity, unique: UniqueEntity };

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

type Part = TargetPart | 'record' | 'email' | 'phone' | 'release';

/** The answer to a refused write, from its first refused part. */
async function refusal(part: Part | undefined, device: BoundDevice | null): Promise<AppError> {
  if (part === 'email') return AppError.of(NOTIFY_ERRORS, 'notify.emailExists');
  if (part === 'phone') return AppError.of(NOTIFY_ERRORS, 'notify.phoneExists');
  if (part === 'target' || part === 'device' || part === 'dept' || part === 'counter') return targetRefusal(part, 'notify', MAX_NOTIFY_PER_TARGET, device);
  // the record changed since it was read: read again
  return new AppError('common.conflict');
}

/**
 * Creates a notify person with its email and phone markers (unique per target), with the target's items
 * (`addTargetItems`: bounded target counter, organization and device counters and checks), in one transaction.
 */
export async function createNotifyPerson(item: NotifyPersonItem, device: BoundDevice | null): Promise<void> {
  const ownerId = String(item.notifyId);
  const refused = await writeTransaction<Part>(NOTIFY_WRITE_ENTITIES, (entities, add) => {
    add('record', entities.notifyPerson.create({ ...item, searchText: notifySearchTextOf(item) }).commit());
    add('email', takeMarker(entities.unique, notifyEmailMarker(item), ownerId));
    add('phone', takeMarker(entities.unique, notifyPhoneMarker(item), ownerId));
    addTargetItems(entities, add, 'notify', item, MAX_NOTIFY_PER_TARGET, device);
  });
  if (refused) throw await refusal(refused.part, device);
}

/**
 * Updates a person unchanged since read (version and organization path), swapping the email/phone markers when
 * they change; the target (organization, device) never changes here.
 */
export async function updateNotifyPerson(before: NotifyPersonItem, after: NotifyPersonItem): Promise<void> {
  const { notifyId, deptId: _d, deviceId: _v, deptPath: _p, ...changes } = after;
  const ownerId = String(notifyId);
  const refused = await writeTransaction<Part>({ notifyPerson: NotifyPersonEntity, unique: UniqueEntity }, ({ notifyPerson, unique }, add) => {
    add(
      'record',
      notifyPerson
        .patch({ notifyId })
        .set({ ...changes, searchText: notifySearchTextOf(after) })
        .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
        .commit(),
    );
    for (const [part, marker] of [
      ['email', notifyEmailMarker],
      ['phone', notifyPhoneMarker],
    ] as const) {
      if (marker(before).value === marker(after).value) continue;
      add('release', releaseMarker(unique, marker(before), ownerId));
      add(part, takeMarker(unique, marker(after), ownerId));
    }
  });
  if (refused) throw await refusal(refused.part, null);
}

/** Deletes persons (all or nothing), each unchanged since read, with their markers; counters go down in the same transaction. */
export const deleteNotifyPersons = (items: readonly NotifyPersonItem[]) =>
  deleteBindings('notify', items, { notifyPerson: NotifyPersonEntity, unique: UniqueEntity }, ({ notifyPerson, unique }, p) => [
    notifyPerson
      .delete({ notifyId: p.notifyId })
      .where((attr, op) => `${op.eq(attr.updateTime, p.updateTime)} AND ${op.eq(attr.deptPath, p.deptPath)}`)
      .commit(),
    releaseMarker(unique, notifyEmailMarker(p), String(p.notifyId)),
    releaseMarker(unique, notifyPhoneMarker(p), String(p.notifyId)),
  ]);

/** The persons of exactly one target: organization `deptPath`, device `deviceId` (0: the whole organization). Bounded per target. */
export async function listNotifyPersonsOfTarget(deptPath: string, deviceId: number): Promise<NotifyPersonItem[]> {
  const { data } = await NotifyPersonEntity.query.byDept({ deptPath, deviceId }).go({ pages: 'all' });
  return data;
}

// ---- paging ------------------------------------------------------------------------------------------------------

/** A partition of a list: a path-prefix Query (organization and below), or exactly one organization. */
export type NotifyPartition = BindingPartition;

export interface NotifyFilter {
  /** Lower-case keyword matched in name, phone, email and remark. */
  keyword?: string;
  status?: NotifyPersonItem['status'];
  deviceId?: number;
}

function notifyQuery(p: NotifyPartition, f: NotifyFilter) {
  const q = NotifyPersonEntity.query.byDept({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.keyword && op.contains(attr.searchText, f.keyword),
      f.status && op.eq(attr.status, f.status),
      f.deviceId !== undefined && op.eq(attr.deviceId, f.deviceId),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const notifyList = partitionedList(notifyQuery, errorRef(NOTIFY_ERRORS, 'notify.badCursor'));
export const pageNotifyPersons = notifyList.page;
/** The first page's total: a Select COUNT reading at most LIST_COUNT_CAP + 1 persons. */
export const countNotifyPersons = notifyList.count;
/** Up to `max` persons of the partitions (export): the walk stops as soon as it holds `max`. */
export const listNotifyPersons = notifyList.list;

// ---- organization moves ------------------------------------------------------------------------------------------

/** Every person whose organization path starts with `from` gets it rebased onto `to` (`completeMove`, decision 0008). */
export const rebaseNotifyPersons = (from: string, to: string) =>
  rebaseUnder<Pick<NotifyPersonItem, 'notifyId' | 'deptPath' | 'deviceId'>>(
    {
      page: (prefix, page) => NotifyPersonEntity.query.byDept({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['notifyId', 'deptPath', 'deviceId'] }),
      pathOf: (p) => p.deptPath,
      // the path index key also holds the device: ElectroDB needs it to rebuild the key
      patch: (p, deptPath) =>
        NotifyPersonEntity.patch({ notifyId: p.notifyId })
          .set({ deptPath })
          .composite({ deviceId: p.deviceId })
          .where((attr, op) => op.eq(attr.deptPath, p.deptPath))
          .go(),
    },
    from,
    to,
  );
