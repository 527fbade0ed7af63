/** Setup file of the e2e project: a test during which the browser blocked anything under the CSP fails (csp-guard.ts). */
import { afterEach } from 'vitest';
import { takeCspViolations } from './csp-guard';

afterEach(() => {
  const seen = takeCspViolations();
  if (seen.length) throw new Error(`The Content-Security-Policy blocked ${seen.length} thing(s):\n${seen.map((v) => `- ${v.directive} ${v.blocked} on ${v.url}${v.source ? ` at ${v.source}` : ''}${v.sample ? ` (${v.sample})` : ''}`).join('\n')}`);
});
