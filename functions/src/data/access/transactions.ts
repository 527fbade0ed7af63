import type { ErrorCode } from '@aed/shared/errors/codes';
import { AppError } from '../../lib/app-error';
import { aedService } from '../service';
import { refusedPart } from './transaction-refusal';

/** The entities a transaction callback of the service receives (`aedService.transaction.write(entities => ...)`). */
export type TransactionEntities = Parameters<Parameters<typeof aedService.transaction.write>[0]>[0];

/** Any entity's write or check in a transaction (their item types differ; the transaction only needs the commit). */
export type WriteOp = ReturnType<ReturnType<TransactionEntities['unique']['delete']>['commit']>;

/** DynamoDB's limit of items in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/** Adds one item to a transaction being built, naming the part of the write it stands for (its refusal's meaning). */
export type AddItem<P> = (part: P, op: WriteOp) => void;

/**
 * Builds and runs one transaction whose items each name their part (`add(part, op)`), so a refusal can be answered
 * precisely: resolves to the part whose condition failed (undefined when DynamoDB canceled the transaction for
 * another reason, such as a concurrent transaction on one of its items), or null when it was written. More than 100
 * items refuse the write with `tooMany` before anything is sent.
 */
export async function writeTransaction<P>(build: (entities: TransactionEntities, add: AddItem<P>) => void, tooMany: ErrorCode = 'common.conflict'): Promise<{ refused: P | undefined } | null> {
  const parts: P[] = [];
  const result = await aedService.transaction
    .write((entities) => {
      const ops: WriteOp[] = [];
      build(entities, (part, op) => {
        parts.push(part);
        ops.push(op);
      });
      if (ops.length > MAX_TRANSACTION_ITEMS) throw new AppError(tooMany);
      return ops;
    })
    .go();
  return result.canceled ? { refused: refusedPart(result.data, parts) } : null;
}
