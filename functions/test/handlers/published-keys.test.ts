import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke } from '../helpers';
import { expectError } from './support';
import { PublishedJwksEntity } from '../../src/data/entities/published-jwks-entity';
import { generateSigningKey, publishSigningKey, resetSigningKeyCache, signingKey } from '../../src/domain/auth/signing-key';
import { forgetPublishedKeys } from '../../src/domain/auth/token-verifier';

const getInfo = (token: string) => invoke('GetInfo', { token });

/** Replaces the platform key as a rotation would (a new secret value), without publishing it yet. */
function rotateKeyFile(): void {
  writeFileSync(process.env.SIGNING_KEY_FILE!, JSON.stringify(generateSigningKey()));
  resetSigningKeyCache();
}

describe('tokens are verified with the published public keys (decision 0034)', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });
  afterAll(async () => {
    // leave the file's key published for the tests after these
    await publishSigningKey();
    forgetPublishedKeys();
  });

  it('the JWKS route answers exactly the keys the verifier uses', async () => {
    const out = await invoke('Jwks');
    expect(out.status).toBe(200);
    expect(out.json).toEqual((await signingKey()).jwks);
  });

  it('refuses every token while no keys are published, and accepts them again once the seed publishes', async () => {
    await PublishedJwksEntity.delete({ name: 'platform' }).go();
    forgetPublishedKeys();
    expectError(await getInfo(token), 401, 'session.invalid');
    expect((await invoke('Jwks')).json).toEqual({ keys: [] });

    await publishSigningKey();
    forgetPublishedKeys();
    expect((await getInfo(token)).status).toBe(200);
  });

  it('after a rotation, tokens of the new key are accepted once it is published, and the old key is refused', async () => {
    rotateKeyFile();
    // Signed by the new key while the old one is still published: refused.
    const early = await adminToken();
    forgetPublishedKeys();
    expectError(await getInfo(early), 401, 'session.invalid');

    await publishSigningKey();
    forgetPublishedKeys();
    expect((await getInfo(early)).status).toBe(200);
    expectError(await getInfo(token), 401, 'session.invalid');
  });
});
