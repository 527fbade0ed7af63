import { LIMITS } from '@aed/shared/constants/limits';
import { MAP_PROVIDER_ORIGINS } from '@aed/shared/constants/map-providers';

const MAP_ORIGINS = Object.values(MAP_PROVIDER_ORIGINS).flat();

/**
 * The one Content-Security-Policy of the SPA and the API (docs/decisions/0031): sent by the local adapter and the
 * Lambda answers from here, and by CloudFront's response headers policy (infra/src/stacks/web-stack.ts) from the
 * same string. The API is the same origin as the SPA (CloudFront forwards /prod-api), so 'self' covers it.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // Vite emits module scripts only (its preload polyfill is inside the entry chunk); index.html has no inline script.
  'script-src': ["'self'"],
  // Chakra UI v3 styles through emotion, which inserts <style> elements at run time: without 'unsafe-inline' the
  // browser refuses them and the SPA is unstyled. A static SPA on S3 cannot get a per-response nonce, and the rules
  // are generated, so no hash can list them.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', ...MAP_ORIGINS],
  'connect-src': ["'self'", ...MAP_ORIGINS],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy, with `uploadOrigins` (the objects bucket's origin in AWS, decision 0040) added where the browser POSTs
 * uploads and reads their short-lived URLs (connect-src, img-src). Locally the adapter stands in for the bucket on
 * the same origin, so 'self' covers it.
 */
export function contentSecurityPolicy(uploadOrigins: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([directive, sources]) => [directive, directive === 'connect-src' || directive === 'img-src' ? [...sources, ...uploadOrigins] : sources] as const)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** On every answer, API and static alike (CloudFront applies the same values in AWS). */
export const SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': `max-age=${LIMITS.securityHeaderMaxAgeSeconds}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** API answers are never cached. */
export const API_HEADERS: Record<string, string> = { ...SECURITY_HEADERS, 'cache-control': 'no-store' };
