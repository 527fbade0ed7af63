/**
 * The Content-Security-Policy guard of the browser tests: every context `newPage` opens reports what the policy
 * blocked (the `securitypolicyviolation` event, and Chromium's console errors naming the policy) here, and any test
 * during which something was blocked fails (the `afterEach` of csp-setup.ts). So the whole suite runs under the
 * policy the product sends (docs/decisions/0031).
 */
import type { BrowserContext } from 'playwright-core';

export interface CspViolation {
  url: string;
  directive: string;
  blocked: string;
  sample?: string;
  /** Where the blocked code ran (script URL:line:column), to find the library that did it. */
  source?: string;
}

const violations: CspViolation[] = [];

/** Reports the context's CSP violations to this module. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__aedCspViolation', ({ page }, v: Omit<CspViolation, 'url'>) => {
    violations.push({ url: page?.url() ?? '', ...v });
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __aedCspViolation?: (v: unknown) => void }).__aedCspViolation;
        report?.({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` });
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
      violations.push({ url: message.page()?.url() ?? '', directive: 'console', blocked: message.text() });
    }
  });
}

/** The violations seen since the last call (and forgets them). */
export const takeCspViolations = (): CspViolation[] => violations.splice(0);
