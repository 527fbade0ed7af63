import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { signingKey } from '../auth/signing-key';

/**
 * Organization mail-server passwords at rest: AES-256-GCM, key derived with HKDF-SHA256 from the platform's signing
 * key material (docs/decisions/0005-organization-mail-secrets.md). Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
const VERSION = 'v1';
const INFO = 'aed-cloud/organization-mail-password/v1';

let keyPromise: Promise<Buffer> | undefined;
async function mailKey(): Promise<Buffer> {
  keyPromise ??= (async () => {
    const { privateKey } = await signingKey();
    const ikm = privateKey.export({ type: 'pkcs8', format: 'der' });
    return Buffer.from(hkdfSync('sha256', ikm, Buffer.from('aed-cloud'), Buffer.from(INFO), 32));
  })().catch((e) => {
    keyPromise = undefined;
    throw e;
  });
  return keyPromise;
}

/** Test hook: forget the derived key (after the signing key changed). */
export const resetMailKeyCache = () => {
  keyPromise = undefined;
};

export async function encryptMailPassword(plain: string, deptId: number): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await mailKey(), iv);
  // The organization id is authenticated data: a ciphertext copied to another organization does not decrypt.
  cipher.setAAD(Buffer.from(String(deptId)));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export async function decryptMailPassword(stored: string, deptId: number): Promise<string> {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('unknown mail password format');
  const decipher = createDecipheriv('aes-256-gcm', await mailKey(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(String(deptId)));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
