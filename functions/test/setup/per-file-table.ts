import { inject } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

// Runs before each test file's imports: the data modules read this configuration at module scope.
const dir = mkdtempSync(path.join(tmpdir(), 'aed-test-'));
process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.TABLE_NAME = `t-${randomUUID()}`;
process.env.AWS_REGION = 'us-east-1';
process.env.SIGNING_KEY_FILE = path.join(dir, 'signing-key.json');
process.env.BLOB_DIR = path.join(dir, 'blobs');
delete process.env.BLOB_BUCKET;

const { generateSigningKey } = await import('../../src/domain/auth/signing-key');
writeFileSync(process.env.SIGNING_KEY_FILE, JSON.stringify(generateSigningKey()));
const { dynamoClient } = await import('../../src/data/client');
const { createTableIfMissing } = await import('../../src/data/create-table');
await createTableIfMissing(dynamoClient, process.env.TABLE_NAME);
// As the seed does on every start: the routes verify tokens with the published public keys.
const { publishSigningKey } = await import('../../src/domain/auth/signing-key');
await publishSigningKey();
