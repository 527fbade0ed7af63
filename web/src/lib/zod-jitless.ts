/**
 * zod 4 probes whether it may compile parsers with `Function('')`. The Content-Security-Policy forbids eval
 * (script-src 'self', docs/decisions/0031), so the probe would be reported as a violation: the SPA tells zod up
 * front to parse without compiling. Imported first by main.tsx, before any schema runs.
 */
import * as z from 'zod';

z.config({ jitless: true });
