import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env, localCredentials } from '../lib/env';

/** Built once per container (module scope), reused by every invocation. */
export const dynamoClient = new DynamoDBClient({
  region: env.region,
  ...(env.dynamoEndpoint ? { endpoint: env.dynamoEndpoint, credentials: localCredentials } : {}),
});

export const documentClient = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true },
});

export const entityConfig = { client: documentClient, table: env.tableName };
