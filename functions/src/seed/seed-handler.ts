import { PutSecretValueCommand, GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { generateSigningKey } from '../domain/auth/signing-key';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { generatePassword } from '../domain/auth/passwords';
import { seed } from './seed';

async function adminPasswordFromSecret(): Promise<string | undefined> {
  const arn = process.env.ADMIN_PASSWORD_SECRET_ARN;
  if (!arn) return undefined;
  const client = new SecretsManagerClient({ region: env.region });
  const current = await client.send(new GetSecretValueCommand({ SecretId: arn })).catch(() => undefined);
  if (current?.SecretString) return current.SecretString;
  const password = generatePassword();
  await client.send(new PutSecretValueCommand({ SecretId: arn, SecretString: password }));
  return password;
}

/**
 * Deploy-time trigger in AWS: fills the signing-key secret once, then seeds the table (create-if-absent).
 * The admin's initial password lives in its own secret (ADMIN_PASSWORD_SECRET_ARN): generated into it when
 * empty, never logged.
 */
export async function handler(): Promise<{ adminCreated: boolean }> {
  if (env.signingKeySecretArn) {
    const client = new SecretsManagerClient({ region: env.region });
    const current = await client.send(new GetSecretValueCommand({ SecretId: env.signingKeySecretArn })).catch(() => undefined);
    const parsed = current?.SecretString ? (JSON.parse(current.SecretString) as { privateKeyPem?: string }) : {};
    if (!parsed.privateKeyPem) {
      await client.send(new PutSecretValueCommand({ SecretId: env.signingKeySecretArn, SecretString: JSON.stringify(generateSigningKey()) }));
    }
  }
  const adminPassword = await adminPasswordFromSecret();
  const result = await seed({ adminPassword, captchaEnabled: process.env.CAPTCHA_ENABLED !== 'false' });
  logger.info('seed finished', { adminCreated: result.adminCreated });
  return { adminCreated: result.adminCreated };
}
