import { CounterEntity } from '../entities/counter-entity';

/** Next value of an atomic sequence (UpdateItem ADD). */
export async function nextId(sequence: string): Promise<number> {
  const { data } = await CounterEntity.update({ name: sequence }).add({ value: 1 }).go({ response: 'all_new' });
  return data.value as number;
}

/** Makes sure a sequence starts after `floor` (used by seeding fixed ids). */
export async function ensureSequenceAtLeast(sequence: string, floor: number): Promise<void> {
  try {
    await CounterEntity.put({ name: sequence, value: floor })
      .where((attr, op) => `${op.notExists(attr.value)} OR ${op.lt(attr.value, floor)}`)
      .go();
  } catch (e) {
    if (!isConditionalFailure(e)) throw e;
  }
}

export function isConditionalFailure(e: unknown): boolean {
  const err = e as { name?: string; cause?: { name?: string }; message?: string };
  return (
    err?.name === 'ConditionalCheckFailedException' ||
    err?.cause?.name === 'ConditionalCheckFailedException' ||
    /conditional request failed/i.test(err?.message ?? '')
  );
}

/** Runs a conditional write: true when written, false when its condition did not hold (any other failure throws). */
export async function whenConditionHolds(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (e) {
    if (!isConditionalFailure(e)) throw e;
    return false;
  }
}
