import type { Construct } from 'constructs';

/** Values that the handlers read from the environment (functions/src/lib/env.ts) and CDK provides. */
export const JWT_ISSUER = 'aed-cloud';
export const JWT_AUDIENCE = 'aed-cloud-web';

/** Default stage throttling of the HTTP API (requests per second, burst). */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/** Deploy-time settings read from CDK context (`cdk.json` or `-c key=value`). */
export interface DeployConfig {
  /** Domain of the SES identity; mail goes out as noreply@<mailDomain>. */
  mailDomain: string;
  /**
   * Where users open the web app (`https://aed.example.com`: the CloudFront distribution or its custom domain).
   * Links in mails (password reset) point there; it is configuration because a request's Host is the sender's choice.
   * @default https://<mailDomain>
   */
  appUrl: string;
}

export function readConfig(scope: Construct): DeployConfig {
  const mailDomain = scope.node.tryGetContext('mailDomain') ?? 'example.com';
  if (typeof mailDomain !== 'string' || !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(mailDomain)) {
    throw new Error(`context mailDomain must be a domain name, got ${JSON.stringify(mailDomain)}`);
  }
  const appUrl = scope.node.tryGetContext('appUrl') ?? `https://${mailDomain}`;
  if (typeof appUrl !== 'string' || !/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(:\d+)?$/i.test(appUrl)) {
    throw new Error(`context appUrl must be an https origin such as https://aed.example.com, got ${JSON.stringify(appUrl)}`);
  }
  return { mailDomain, appUrl };
}
