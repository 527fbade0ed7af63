import { CounterEntity } from '../entities/counter-entity';
import type { TransactionEntities } from './transactions';

/**
 * Counter items (`counter` entity, one per name) that writes keep in their own transactions: usage counters, records
 * per organization, per device, per target... A counter never written reads as 0.
 */
type Counter = TransactionEntities['counter'];

/** The value of a counter now (consistent read; absent = 0). */
export async function counterValue(name: string): Promise<number> {
  const { data } = await CounterEntity.get({ name }).go({ consistent: true });
  return data?.value ?? 0;
}

/** Transaction item: `delta` on a counter (one item per counter and transaction: callers sum their deltas first). */
export const moveCounter = (counter: Counter, name: string, delta: number) => counter.update({ name }).add({ value: delta }).commit();

/** Transaction item: the counter is absent or 0 (a condition check, writes nothing). */
export const assertCounterZero = (counter: Counter, name: string) =>
  counter
    .check({ name })
    .where((attr, op) => `${op.notExists(attr.value)} OR ${op.eq(attr.value, 0)}`)
    .commit();

/** Transaction item: the counter still holds `value` (as read; 0 also when absent). */
export const assertCounterIs = (counter: Counter, name: string, value: number) =>
  value === 0
    ? assertCounterZero(counter, name)
    : counter
        .check({ name })
        .where((attr, op) => op.eq(attr.value, value))
        .commit();
