import { assertCounterZero, counterValue, moveCounter } from './counters';
import type { TransactionEntities } from './transactions';

export { moveCounter };

/**
 * Counters of the records bound to an organization (docs/decisions/0019): notify persons and work-order handler
 * assignments. Each add/delete moves, in its own transaction,
 * - the **target** counter `<kind>Target#<deptId>#<deviceId>`: at most MAX per organization or device (the add's
 *   increment is conditioned on the value staying within it, so two concurrent adds cannot both pass the bound);
 * - the **organization** counter `<kind>Dept#<deptId>`: how many records the organization holds in all. Deleting the
 *   organization carries the condition that it is absent or 0, so an add racing the delete cannot leave an orphan.
 */
export type BindingKind = 'notify' | 'handler';

type Counter = TransactionEntities['counter'];

export const targetCounterName = (kind: BindingKind, deptId: number, deviceId: number) => `${kind}Target#${deptId}#${deviceId}`;
export const deptCounterName = (kind: BindingKind, deptId: number) => `${kind}Dept#${deptId}`;
/** Records of both kinds bound to one device: a device delete or move checks it (access/device-dependents.ts). */
export const deviceCounterName = (deviceId: number) => `deviceBindings#${deviceId}`;

/** Transaction item: one more record on the target, refused when it already holds `max`. */
export const addToTarget = (counter: Counter, kind: BindingKind, deptId: number, deviceId: number, max: number) =>
  counter
    .update({ name: targetCounterName(kind, deptId, deviceId) })
    .add({ value: 1 })
    .where((attr, op) => `${op.notExists(attr.value)} OR ${op.lt(attr.value, max)}`)
    .commit();

/** Transaction item: the organization holds no record of this kind (condition check, writes nothing). */
export const assertDeptHoldsNone = (counter: Counter, kind: BindingKind, deptId: number) => assertCounterZero(counter, deptCounterName(kind, deptId));

/** Transaction items of an organization delete: it holds no notify person and no handler assignment. */
export const deptBindingGuards = (counter: Counter, deptId: number) => [assertDeptHoldsNone(counter, 'notify', deptId), assertDeptHoldsNone(counter, 'handler', deptId)];

/** How many records of this kind the organization holds (the delete refusal's message). */
export const deptBindingCount = (kind: BindingKind, deptId: number) => counterValue(deptCounterName(kind, deptId));

/** Summed deltas per counter name, for a transaction that removes several records (one item per counter). */
export function counterDeltas(kind: BindingKind, items: readonly { deptId: number; deviceId: number }[], sign: 1 | -1): Map<string, number> {
  const out = new Map<string, number>();
  for (const i of items) {
    const names = [targetCounterName(kind, i.deptId, i.deviceId), deptCounterName(kind, i.deptId), ...(i.deviceId > 0 ? [deviceCounterName(i.deviceId)] : [])];
    for (const name of names) out.set(name, (out.get(name) ?? 0) + sign);
  }
  return out;
}
