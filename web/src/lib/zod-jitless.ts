/**
 * zod 4 probes whether it may compile parsers with `Function('')` the first time it builds an object schema. The
 * Content-Security-Policy forbids eval (script-src 'self', docs/decisions/0031), so the probe would be reported as a
 * violation. zod keeps its settings in `globalThis.__zod_globalConfig` (it creates the object if absent and keeps one
 * already there): `jitless` set there before any zod code runs makes it parse without compiling, whatever chunk zod
 * arrives in and without loading zod on pages that build no schema (docs/decisions/0037). First import of main.tsx;
 * zod-jitless.test.ts checks that zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
