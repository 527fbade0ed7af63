import { describe, expect, it } from 'vitest';
import { refusedPart, retryOnConflict } from '../../src/data/access/transaction-refusal';

/** What ElectroDB answers for a canceled transaction: one entry per item with DynamoDB's cancellation code. */
const canceled = (...codes: string[]) => ({ canceled: true, data: codes.map((code) => ({ rejected: code !== 'None', code })) });
const done = { canceled: false, data: [] };

describe('transactions canceled by a concurrent one (DynamoDB TransactionConflict)', () => {
  it('are run again, rebuilt each time, until they go through', async () => {
    const answers = [canceled('None', 'TransactionConflict'), canceled('TransactionConflict', 'None'), done];
    let runs = 0;
    const result = await retryOnConflict(async () => answers[runs++]!);
    expect(result).toBe(done);
    expect(runs).toBe(3);
  });

  it('give up after the last attempt and answer the cancellation', async () => {
    let runs = 0;
    const result = await retryOnConflict(async () => (runs++, canceled('TransactionConflict')), 3);
    expect(result.canceled).toBe(true);
    expect(runs).toBe(3);
  });

  it('are not run again when a condition refused them, and name the refusing part', async () => {
    let runs = 0;
    const refusal = canceled('None', 'ConditionalCheckFailed', 'TransactionConflict');
    const result = await retryOnConflict(async () => (runs++, refusal));
    expect(runs).toBe(1);
    expect(refusedPart(result.data, ['user', 'email', 'role'])).toBe('email');
    expect(refusedPart(canceled('TransactionConflict').data, ['user'])).toBeUndefined();
  });
});
