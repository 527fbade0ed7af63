/**
 * The one single-table definition, read by CDK (infra/src/stacks/data-stack.ts), the local runtime
 * (functions/src/local/dynamodb.ts) and the tests. ElectroDB entities map their indexes onto these names.
 */
export const TABLE_DEFINITION = {
  /** Logical name; the deployed/ local name comes from TABLE_NAME. */
  defaultTableName: 'aed-cloud',
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** Time-bounded reads per organization (decision 0051: the month's alarms of a subtree). */
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  /** Epoch seconds; DynamoDB deletes expired captchas, sessions and lock counters. */
  timeToLiveAttribute: 'ttl',
} as const;

export type TableDefinition = typeof TABLE_DEFINITION;
