import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { TABLE_DEFINITION } from '@aed/functions/data/table-definition';

/** The item-level actions of `grantReadWriteData`, without the stream reads (the table has no stream). */
export const TABLE_DATA_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:DescribeTable',
] as const;

/**
 * Read/write on the items of the single table, like `table.grantReadWriteData`, but on the named indexes
 * of TABLE_DEFINITION instead of `<table>/index/*`: no wildcard resource, nothing to suppress.
 * Transactions (TransactWriteItems/TransactGetItems) are authorized by these per-item actions.
 */
export function grantTableReadWrite(table: dynamodb.ITable, grantee: iam.IGrantable): iam.Grant {
  return iam.Grant.addToPrincipal({
    grantee,
    actions: [...TABLE_DATA_ACTIONS],
    resourceArns: [
      table.tableArn,
      ...TABLE_DEFINITION.globalIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
    ],
  });
}
