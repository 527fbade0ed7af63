import { assertCounterZero, counterValue, moveCounter } from './counters';
import type { TransactionEntities } from './transactions';

/**
 * "In use" for catalogue records (docs/decisions/0013): every write that starts or stops referencing a product type,
 * a device model, a monitoring item or an administrative region (installation addresses, decision 0016) adds +1/-1
 * to its usage counter in the same transaction, and deleting (or disabling, for monitoring items) the catalogue
 * record carries the condition that the counter is absent or 0.
 * A concurrent reference and delete cannot both succeed, and no Query over devices is needed.
 * `device-sale`: sales records naming a device (`use#device-sale#<deviceId>`); a device with one cannot be deleted.
 */
export type UsageKind = 'type' | 'model' | 'monitor' | 'region' | 'device-sale';

export const usageCounterName = (kind: UsageKind, id: number) => `use#${kind}#${id}`;

/** Transaction item: one more (delta +1) or one fewer (-1) reference to the record. */
export const bumpUsage = (counter: TransactionEntities['counter'], kind: UsageKind, id: number, delta: 1 | -1) => moveCounter(counter, usageCounterName(kind, id), delta);

/** Transaction item: the record is referenced by nothing (condition check, writes nothing). */
export const assertUnused = (counter: TransactionEntities['counter'], kind: UsageKind, id: number) => assertCounterZero(counter, usageCounterName(kind, id));

/** How many records reference it now (for messages and screens; the write itself relies on `assertUnused`). */
export const usageCount = (kind: UsageKind, id: number) => counterValue(usageCounterName(kind, id));

/** Sales naming a user as a work-order handler (`use#user-sale#<userId>`): a user named by one cannot be deleted. */
export const userSaleCounterName = (userId: number) => `use#user-sale#${userId}`;
