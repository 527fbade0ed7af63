/**
 * What notify persons and work-order handler assignments (docs/decisions/0019) share at the data layer: both are
 * bound to a target (an organization, optionally one device of it or below it), listed from the same kind of
 * organization-path index (`byDept`: path, device, id), counted per target, organization and device
 * (binding-counters.ts), checked against the organization and device as read when added, and deleted in bulk with
 * their counters. access/notify-persons.ts and access/handler-assignments.ts add what is their own (markers, primary).
 */
import { AppError } from '../../lib/app-error';
import { addToTarget, counterDeltas, deptCounterName, deviceCounterName, moveCounter, type BindingKind } from './binding-counters';
import type { PathPartition } from './cursor-walk';
import { getDeviceById } from './devices/device-reads';
import { writeTransaction, type AddItem, type TransactionEntities, type TransactionEntityMap, type WriteOp } from './transactions';
import { CounterEntity } from '../entities/counter-entity';
import { DeptEntity } from '../entities/dept-entity';
import { DeviceEntity } from '../entities/device-entity';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import { NOTIFY_ERRORS } from '@aed/shared/errors/notify-errors';
import { HANDLER_ERRORS } from '@aed/shared/errors/handler-errors';

/** The entities `addTargetItems` writes or checks: a binding transaction names them besides its own. */
export const BINDING_TARGET_ENTITIES = { counter: CounterEntity, dept: DeptEntity, device: DeviceEntity } satisfies TransactionEntityMap;

/** A partition of a binding list: the caller's scope, one key-prefix Query of the path index per subtree (or organization). */
export type BindingPartition = PathPartition;

/** The device a record is bound to, as the domain read it (its organization path). */
export interface BoundDevice {
  deviceId: number;
  deptPath: string;
}

/** The target of a record: its organization (id and path as read) and device (0: the whole organization). */
export interface BindingTarget {
  deptId: number;
  deptPath: string;
  deviceId: number;
}

/** The parts of a binding add this module writes (the caller names its own). */
export type TargetPart = 'target' | 'counter' | 'dept' | 'device';

/** Transaction item: the organization still exists at the path the caller's scope was checked against. */
export const deptStillAt = ({ dept }: TransactionEntities, deptId: number, deptPath: string) =>
  dept
    .check({ deptId })
    .where((attr, op) => op.eq(attr.deptPath, deptPath))
    .commit();

/**
 * Transaction item: the device a record is bound to still exists in the organization it was read in (checked to lie
 * in the target organization or below it). A device deleted or moved meanwhile refuses the add, as the device's
 * delete or move refuses while the record exists (its `deviceBindings` counter, access/device-dependents.ts).
 */
export const deviceStillAt = ({ device }: TransactionEntities, d: BoundDevice) =>
  device
    .check({ deviceId: d.deviceId })
    .where((attr, op) => op.eq(attr.deptPath, d.deptPath))
    .commit();

/**
 * The items every add of a record carries besides the record and its markers: one more on the target's bounded
 * counter (refused at `max`), on the organization's and the device's counters, and the checks that the organization
 * and the device are still where they were read.
 */
export function addTargetItems(entities: TransactionEntities, add: AddItem<TargetPart>, kind: BindingKind, target: BindingTarget, max: number, device: BoundDevice | null): void {
  add('target', addToTarget(entities.counter, kind, target.deptId, target.deviceId, max));
  add('counter', moveCounter(entities.counter, deptCounterName(kind, target.deptId), 1));
  add('dept', deptStillAt(entities, target.deptId, target.deptPath));
  if (device) {
    add('counter', moveCounter(entities.counter, deviceCounterName(device.deviceId), 1));
    add('device', deviceStillAt(entities, device));
  }
}

/**
 * The answer to an add refused by one of `addTargetItems`' parts: the target is full (`<kind>.tooMany {max}`), the
 * device is gone (`device.notFound`); the organization or the device moved, or a counter was busy: read again.
 */
export async function targetRefusal(part: TargetPart, kind: BindingKind, max: number, device: BoundDevice | null): Promise<AppError> {
  if (part === 'target') return kind === 'notify' ? AppError.of(NOTIFY_ERRORS, 'notify.tooMany', { max }) : AppError.of(HANDLER_ERRORS, 'handler.tooMany', { max });
  if (part === 'device' && device && !(await getDeviceById(device.deviceId))) return AppError.of(DEVICE_ERRORS, 'device.notFound');
  return new AppError('common.conflict');
}

/**
 * Deletes records of one kind, all or nothing, in one transaction: each record's own items (`recordItems`: the
 * record conditioned on what was read, its markers) and the counters of their targets, organizations and devices,
 * summed per counter. Any refusal means something changed since read (`common.conflict`).
 */
export async function deleteBindings<T extends BindingTarget>(
  kind: BindingKind,
  items: readonly T[],
  recordEntities: TransactionEntityMap,
  recordItems: (entities: TransactionEntities, item: T) => WriteOp[],
): Promise<void> {
  const deltas = counterDeltas(kind, items, -1);
  const refused = await writeTransaction<'record' | 'counter'>({ ...recordEntities, counter: CounterEntity }, (entities, add) => {
    for (const item of items) for (const op of recordItems(entities, item)) add('record', op);
    for (const [name, delta] of deltas) add('counter', moveCounter(entities.counter, name, delta));
  });
  if (refused) throw new AppError('common.conflict');
}
