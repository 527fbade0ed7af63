import { describe, expect, it } from 'vitest';
import authRoutes from '../../shared/src/routes/auth.routes.ts?raw';
import { dropRouteSchemas } from './drop-route-schemas';

describe('dropRouteSchemas', () => {
  it('sets the schema and server-only properties of each defineRoute object to undefined and keeps the rest', () => {
    const code = [
      "import * as s from '../schemas/x';",
      "export const A = defineRoute({ id: 'A', method: 'POST', path: '/a/{id}', access: 'public', summary: 'é — a', params: s.idParams, body: s.body, response: z.object({ n: z.number() }) });",
      'const query = s.search;',
      "export const B = defineRoute({ id: 'B', method: 'GET', path: '/b', access: 'session', summary: 'b', query, log: { module: 'b', type: 'other' } });",
      "export const other = { body: s.body, response: s.body };",
    ].join('\n');
    const out = dropRouteSchemas(code);
    expect(out).toContain("export const A = defineRoute({ id: 'A', method: 'POST', path: '/a/{id}', access: undefined, summary: undefined, params: undefined, body: undefined, response: undefined });");
    expect(out).toContain("export const B = defineRoute({ id: 'B', method: 'GET', path: '/b', access: undefined, summary: undefined, query: undefined, log: undefined });");
    // Only route objects change.
    expect(out).toContain('export const other = { body: s.body, response: s.body };');
  });

  it('leaves no schema in a real route module', () => {
    const out = dropRouteSchemas(authRoutes, 'auth.routes.ts');
    expect(out).toMatch(/id: 'Login', method: 'POST', path: '\/upms\/login'/);
    expect(out).not.toMatch(/\b(query|params|body|response|access|summary|log): (?!undefined\b)/);
  });
});
