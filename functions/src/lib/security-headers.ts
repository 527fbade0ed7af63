import { LIMITS } from '@aed/shared/constants/limits';

/** On every answer, API and static alike (CloudFront applies the same values in AWS). */
export const SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': `max-age=${LIMITS.securityHeaderMaxAgeSeconds}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** API answers are never cached. */
export const API_HEADERS: Record<string, string> = { ...SECURITY_HEADERS, 'cache-control': 'no-store' };
