import type { TestProject } from 'vitest/node';
import { createServer } from 'node:net';
import { startDynamoLocal } from '../../src/local/dynamodb-local';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/** One in-memory DynamoDB Local for the whole functions project. */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoLocal({ port: await freePort(), dbPath: null });
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
