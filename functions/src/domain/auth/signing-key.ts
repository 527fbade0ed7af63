import { readFile } from 'node:fs/promises';
import { createPublicKey, createPrivateKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Jwks } from '@aed/shared/schemas/auth';
import { publishJwks } from '../../data/access/published-jwks';
import { env } from '../../lib/env';
import { nowIso } from '../../lib/time';

/** Stored form of the platform key: a file locally, a Secrets Manager secret in AWS. */
export interface StoredSigningKey {
  kid: string;
  privateKeyPem: string;
}

interface LoadedKey {
  kid: string;
  privateKey: KeyObject;
  jwks: Jwks;
}

export function generateSigningKey(): StoredSigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid: randomUUID(), privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

async function readStoredKey(): Promise<StoredSigningKey> {
  if (env.signingKeyFile) return JSON.parse(await readFile(env.signingKeyFile, 'utf8')) as StoredSigningKey;
  if (env.signingKeySecretArn) {
    const client = new SecretsManagerClient({ region: env.region });
    const secret = await client.send(new GetSecretValueCommand({ SecretId: env.signingKeySecretArn }));
    return JSON.parse(secret.SecretString ?? '{}') as StoredSigningKey;
  }
  throw new Error('No signing key configured (SIGNING_KEY_FILE or SIGNING_KEY_SECRET_ARN)');
}

let loaded: Promise<LoadedKey> | undefined;
/** Loaded once per container. */
export function signingKey(): Promise<LoadedKey> {
  loaded ??= (async () => {
    const stored = await readStoredKey();
    const privateKey = createPrivateKey(stored.privateKeyPem);
    // Node exports the public key as a JWK itself: no JOSE library for publishing it.
    const { kty, n, e } = createPublicKey(privateKey).export({ format: 'jwk' });
    const jwks: Jwks = { keys: [{ kty: kty!, n, e, kid: stored.kid, alg: 'RS256' as const, use: 'sig' as const }] };
    return { kid: stored.kid, privateKey, jwks };
  })().catch((e) => {
    loaded = undefined;
    throw e;
  });
  return loaded;
}

/** Test hook: forget the cached key (after the key file changed). */
export const resetSigningKeyCache = () => {
  loaded = undefined;
};

/**
 * Publishes the public keys of the platform key where every route's token verifier reads them (token-verifier.ts):
 * run by the seed, in AWS on every deploy and locally on every start.
 */
export async function publishSigningKey(): Promise<void> {
  await publishJwks((await signingKey()).jwks, nowIso());
}
