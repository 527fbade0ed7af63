import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { JWT_AUDIENCE, JWT_ISSUER } from '../config';

/** What every function is told about the platform (names as read by functions/src/lib/env.ts). */
export interface CoreResources {
  table: dynamodb.ITable;
  /** Secrets Manager secret holding `{ "kid": "...", "privateKeyPem": "..." }`; the JWKS is derived from it. */
  signingKey: secretsmanager.ISecret;
  /** `noreply@<mailDomain>` */
  mailFrom: string;
  sesConfigurationSetName: string;
}

/**
 * The environment of every function. There is no JWKS_URL: the public key is derived from the signing
 * key secret, because the CloudFront URL that serves the JWKS depends on the API (a cycle).
 */
export function functionEnvironment(core: CoreResources): Record<string, string> {
  return {
    TABLE_NAME: core.table.tableName,
    SIGNING_KEY_SECRET_ARN: core.signingKey.secretArn,
    JWT_ISSUER,
    JWT_AUDIENCE,
    MAIL_FROM: core.mailFrom,
    SES_CONFIGURATION_SET: core.sesConfigurationSetName,
  };
}
