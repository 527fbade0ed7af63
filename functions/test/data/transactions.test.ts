import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { counterValue, moveCounter } from '../../src/data/access/counters';
import { refusedParts } from '../../src/data/access/transaction-refusal';
import { MAX_TRANSACTION_ITEMS, writeTransaction, type WriteOp } from '../../src/data/access/transactions';
import { AppError, errorRef } from '../../src/lib/app-error';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import { CounterEntity } from '../../src/data/entities/counter-entity';

/** Every access module writes its transactions through writeTransaction: a refusal names the parts that refused it. */
describe('writeTransaction', () => {
  it('reports a refusal by the names its items were added with, and writes nothing', async () => {
    const [free, full, other] = [`free#${randomUUID()}`, `full#${randomUUID()}`, `other#${randomUUID()}`];
    await writeTransaction({ counter: CounterEntity }, ({ counter }, add) => add('setup', moveCounter(counter, full, 3)));
    const refused = await writeTransaction<'free' | { full: string } | 'other'>({ counter: CounterEntity }, ({ counter }, add) => {
      add('free', moveCounter(counter, free, 1));
      add({ full }, counter.update({ name: full }).add({ value: 1 }).where((attr, op) => op.lt(attr.value, 3)).commit());
      add('other', moveCounter(counter, other, 1));
    });
    expect(refused).toEqual({ part: { full }, parts: [{ full }] });
    expect([await counterValue(free), await counterValue(full), await counterValue(other)]).toEqual([0, 3, 0]);
  });

  it('refuses, before sending anything, an entity its call did not name (a Lambda carries only the entities named)', async () => {
    const name = `unnamed#${randomUUID()}`;
    const build = ({ counter, unique }: Parameters<Parameters<typeof writeTransaction>[1]>[0], add: (part: string, op: WriteOp) => void) => {
      add('counter', moveCounter(counter, name, 1));
      add('marker', unique.delete({ scope: 'probe', value: name }).commit());
    };
    await expect(writeTransaction({ counter: CounterEntity }, build)).rejects.toThrow(/"unique" was not named/);
    expect(await counterValue(name)).toBe(0);
  });

  it('answers null when written', async () => {
    const name = `ok#${randomUUID()}`;
    expect(await writeTransaction({ counter: CounterEntity }, ({ counter }, add) => add('one', moveCounter(counter, name, 2)))).toBeNull();
    expect(await counterValue(name)).toBe(2);
  });

  it('refuses more items than DynamoDB takes before sending anything, with the caller\'s code', async () => {
    const names = Array.from({ length: MAX_TRANSACTION_ITEMS + 1 }, () => `many#${randomUUID()}`);
    const write = writeTransaction({ counter: CounterEntity }, ({ counter }, add) => names.forEach((name) => add('one', moveCounter(counter, name, 1))), { tooMany: errorRef(DEVICE_ERRORS, 'device.tooManyChanges') });
    await expect(write).rejects.toSatisfy((e) => e instanceof AppError && e.errorCode === 'device.tooManyChanges');
    expect(await counterValue(names[0]!)).toBe(0);
  });

  it('names every refused part in the order the items were added', () => {
    const reasons = ['None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'].map((code) => ({ code }));
    expect(refusedParts(reasons, ['a', 'b', 'c', 'd'])).toEqual(['b', 'd']);
    expect(refusedParts([{ code: 'TransactionConflict' }], ['a'])).toEqual([]);
  });
});
