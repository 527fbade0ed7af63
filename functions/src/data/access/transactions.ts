import { createWriteTransaction } from 'electrodb';
import type { ErrorRef } from '../../lib/app-error';
import { AppError, errorRef } from '../../lib/app-error';
import type { TRANSACTION_ENTITIES } from '../transaction-entities';
import { refusedParts, retryOnConflict } from './transaction-refusal';
import { COMMON_ERRORS } from '@aed/shared/errors/common-errors';

type Entities = typeof TRANSACTION_ENTITIES;

/** The entities a transaction's build callback receives (`writeTransaction(({ config, unique }, add) => ...)`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the callback's parameter type is wanted
export type TransactionEntities = Parameters<Parameters<typeof createWriteTransaction<Entities, any, any>>[1]>[0];

/** Any entity's write or check in a transaction (their item types differ; the transaction only needs the commit). */
export type WriteOp = ReturnType<ReturnType<TransactionEntities['unique']['delete']>['commit']>;

/** DynamoDB's limit of items in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/** Adds one item to a transaction being built, naming the part of the write it stands for (its refusal's meaning). */
export type AddItem<P> = (part: P, op: WriteOp) => void;

/** Why DynamoDB refused a transaction, told by the names its items were added with (never by their positions). */
export interface Refusal<P> {
  /** The first part whose own condition failed; undefined when none did (canceled by concurrent transactions). */
  part: P | undefined;
  /** Every part whose own condition failed, in the order they were added. */
  parts: readonly P[];
}

export interface TransactionOptions {
  /** The answer when the write needs more than DynamoDB's 100 items (refused before anything is sent). */
  tooMany?: ErrorRef;
}

/** The entities one transaction writes, by the names its build callback uses (`{ config: ConfigEntity, unique: UniqueEntity }`). */
export type TransactionEntityMap = Partial<Entities>;

/**
 * Builds and runs one transaction whose items each name their part (`add(part, op)`), so a refusal is answered
 * precisely: resolves to the refusal (the parts whose condition failed), or null when it was written. A transaction
 * canceled only by a concurrent transaction on one of its items is rebuilt and run again a few times
 * (`retryOnConflict`); one refused by a condition is answered at once.
 *
 * The caller names the entities the transaction writes (`writeTransaction({ config: ConfigEntity, unique:
 * UniqueEntity }, ({ config, unique }, add) => ...)`): a Lambda then carries only the entity modules its own writes
 * use, not every entity of the table. The callback's view is typed with every entity so that shared item builders
 * keep one signature; using one the caller did not name throws at once, on every run of that path (never silently).
 */
export async function writeTransaction<P>(
  entities: TransactionEntityMap,
  build: (entities: TransactionEntities, add: AddItem<P>) => void,
  { tooMany = errorRef(COMMON_ERRORS, 'common.conflict') }: TransactionOptions = {},
): Promise<Refusal<P> | null> {
  let parts: P[] = [];
  const result = await retryOnConflict(async () => {
    parts = [];
    const ops: WriteOp[] = [];
    // only the entities the callback touches take part (and get built)
    const used: Record<string, unknown> = {};
    const view = new Proxy(entities, {
      get: (named, name) => {
        if (typeof name !== 'string') return undefined;
        const entity = named[name as keyof Entities];
        if (!entity) throw new Error(`transaction entity "${name}" was not named by its writeTransaction call`);
        return (used[name] = entity);
      },
    });
    build(view as unknown as TransactionEntities, (part, op) => {
      parts.push(part);
      ops.push(op);
    });
    if (ops.length > MAX_TRANSACTION_ITEMS) throw new AppError(tooMany);
    if (!ops.length) return { canceled: false, data: [] as readonly unknown[] };
    return createWriteTransaction(used as Entities, () => ops).go();
  });
  if (!result.canceled) return null;
  const refused = refusedParts(result.data, parts);
  return { part: refused[0], parts: refused };
}
