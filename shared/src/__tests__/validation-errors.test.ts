import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors/codes';
import { VALIDATION_ERRORS } from '../errors/validation-errors';

const sharedSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every shared source that may name an error code as a schema message (the tables and the tests apart). */
const sources = (readdirSync(sharedSrc, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.startsWith('errors') && !file.startsWith('__tests__'))
  .map((file) => path.join(sharedSrc, file))
  .filter((file) => statSync(file).isFile());

describe('the codes a request field can be refused with (validation-errors.ts)', () => {
  it('hold every error code the shared schemas name, so the request parser answers each with its own status and text', () => {
    const named = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'([a-zA-Z]+\.[a-zA-Z.]+)'/g)].map((m) => m[1]!)));
    // codes built from a template (`device.${group}ShockRange`) stand for every catalogue code of that shape
    const templates = sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/`([a-zA-Z]+)\.\$\{\w+\}([A-Za-z.]+)`/g)].map((m) => new RegExp(`^${m[1]}\\.[a-z]+${m[2]}$`)));
    expect(templates.length).toBeGreaterThan(0);
    const codes = [...named, ...Object.keys(ERRORS).filter((code) => templates.some((shape) => shape.test(code)))].filter((code) => Object.hasOwn(ERRORS, code));
    expect(codes.length).toBeGreaterThan(90);
    expect(codes.filter((code) => !Object.hasOwn(VALIDATION_ERRORS, code))).toEqual([]);
  });

  it('are each module table and status as the catalogue has them', () => {
    for (const [code, definition] of Object.entries(VALIDATION_ERRORS)) expect(ERRORS[code as keyof typeof ERRORS], code).toEqual(definition);
  });
});
