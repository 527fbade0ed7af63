/**
 * What hangs on a device (docs/decisions/0018, 0019, 0020), counted by the modules that hang it there, each in its
 * own write's transaction:
 * - accessory and consumable records installed on it: `deviceAccessories#<deviceId>` (access/accessories.ts);
 * - notify persons and work-order handler assignments bound to it: `deviceBindings#<deviceId>`
 *   (access/binding-counters.ts).
 * A device delete carries the condition that both are 0, and a device moving to another organization the condition
 * that both still hold what the domain read, so an install or a binding racing the delete or the move cannot slip
 * through (the install and the binding add check the device as read, so the other order fails too).
 */
import { deviceCounterName as deviceBindingsCounterName } from './binding-counters';
import { assertCounterIs, counterValue } from './counters';
import type { TransactionEntities } from './transactions';

export const deviceAccessoriesCounterName = (deviceId: number) => `deviceAccessories#${deviceId}`;
export { deviceBindingsCounterName };

export interface DeviceDependents {
  /** Accessory and consumable records installed on the device. */
  accessories: number;
  /** Notify persons and handler assignments bound to the device. */
  bindings: number;
}

export type DependentKind = keyof DeviceDependents;

export const NO_DEPENDENTS: DeviceDependents = { accessories: 0, bindings: 0 };

const counterNameOf = (kind: DependentKind, deviceId: number) => (kind === 'accessories' ? deviceAccessoriesCounterName(deviceId) : deviceBindingsCounterName(deviceId));

/** What hangs on the device now (two consistent GetItems). */
export async function deviceDependents(deviceId: number): Promise<DeviceDependents> {
  const [accessories, bindings] = await Promise.all([counterValue(deviceAccessoriesCounterName(deviceId)), counterValue(deviceBindingsCounterName(deviceId))]);
  return { accessories, bindings };
}

/** How many records of one kind hang on the device now. */
export const deviceDependentCount = (kind: DependentKind, deviceId: number) => counterValue(counterNameOf(kind, deviceId));

export const DEPENDENT_KINDS: readonly DependentKind[] = ['accessories', 'bindings'];

/**
 * Transaction item (a condition check, it writes nothing): the device still holds `expected` records of this kind
 * (0 for a delete).
 */
export const assertDependentCount = (counter: TransactionEntities['counter'], kind: DependentKind, deviceId: number, expected: number) =>
  assertCounterIs(counter, counterNameOf(kind, deviceId), expected);
