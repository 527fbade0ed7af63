/**
 * zod 4 probes whether it may compile parsers with `Function('')` when it builds an object schema. The
 * Content-Security-Policy forbids eval (script-src 'self', docs/decisions/0031), so the probe would be reported as a
 * violation. The SPA build resolves every `import ... from 'zod'` (shared schemas included) to this module
 * (web/vite.config.ts), so zod is told to parse without compiling before any schema is built, whatever order the
 * bundler evaluates chunks in.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
