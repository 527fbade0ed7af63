import { CounterEntity } from '../entities/counter-entity';
import type { aedService } from '../service';

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

type TransactionEntities = Parameters<Parameters<typeof aedService.transaction.write>[0]>[0];

/** Transaction item: one more (delta +1) or one fewer (-1) reference to the record. */
export const bumpUsage = (counter: TransactionEntities['counter'], kind: UsageKind, id: number, delta: 1 | -1) =>
  counter
    .update({ name: usageCounterName(kind, id) })
    .add({ value: delta })
    .commit();

/** Transaction item: the record is referenced by nothing (condition check, writes nothing). */
export const assertUnused = (counter: TransactionEntities['counter'], kind: UsageKind, id: number) =>
  counter
    .check({ name: usageCounterName(kind, id) })
    .where((attr, op) => `${op.notExists(attr.value)} OR ${op.eq(attr.value, 0)}`)
    .commit();

/** How many records reference it now (for messages and screens; the write itself relies on `assertUnused`). */
export async function usageCount(kind: UsageKind, id: number): Promise<number> {
  const { data } = await CounterEntity.get({ name: usageCounterName(kind, id) }).go({ consistent: true });
  return data?.value ?? 0;
}
