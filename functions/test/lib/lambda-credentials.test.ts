import { afterEach, describe, expect, it } from 'vitest';
import { defaultProvider } from '../../src/lib/lambda-credentials';

describe('Lambda credentials (the default provider of bundled handlers)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('answers the execution role keys the Lambda runtime puts in the environment', async () => {
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'session' });
    await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session' });
  });

  it('fails clearly when the environment has none (no other source is tried)', async () => {
    delete process.env.AWS_ACCESS_KEY_ID;
    delete process.env.AWS_SECRET_ACCESS_KEY;
    await expect(defaultProvider()()).rejects.toThrow(/credentials/i);
  });
});
