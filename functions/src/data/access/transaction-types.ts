import type { aedService } from '../service';

/** The entities a transaction callback of the service receives (`aedService.transaction.write(entities => ...)`). */
export type TransactionEntities = Parameters<Parameters<typeof aedService.transaction.write>[0]>[0];

/** Any entity's write or check in a transaction (their item types differ; the transaction only needs the commit). */
export type WriteOp = ReturnType<ReturnType<TransactionEntities['unique']['delete']>['commit']>;
