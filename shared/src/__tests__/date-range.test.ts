import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { RouteDefinition } from '../api/route';
import { ERRORS } from '../errors/codes';

/** Every route of every `routes/*.routes.ts` module. */
async function allRoutes(): Promise<RouteDefinition[]> {
  const dir = new URL('../routes/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.routes.ts'));
  const modules = await Promise.all(files.map((f) => import(new URL(f, dir).href) as Promise<Record<string, unknown>>));
  return modules.flatMap((m) => Object.values(m)).filter((v): v is RouteDefinition => !!v && typeof v === 'object' && 'id' in v && 'method' in v && 'path' in v);
}

const hasDateRange = (schema: unknown): schema is z.ZodObject => schema instanceof z.ZodObject && 'beginTime' in schema.shape && 'endTime' in schema.shape;
const rangeIssues = (schema: z.ZodType, beginTime: string, endTime: string) =>
  (schema.safeParse({ beginTime, endTime }).error?.issues ?? []).filter((i) => i.path.join('.') === 'endTime');

describe('a list search with a day range (issue 14, item 9)', () => {
  it('refuses a reversed range at the end field on every route that takes one, with a translated code', async () => {
    const routes = (await allRoutes()).filter((r) => hasDateRange(r.query));
    // config, role, dictionary type, user (three lists), operation and login logs, movements: pages and exports
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      const reversed = rangeIssues(route.query!, '2026-02-01', '2026-01-01');
      expect(reversed.map((i) => i.message), route.id).toHaveLength(1);
      expect(Object.keys(ERRORS), route.id).toContain(reversed[0]!.message);
      expect(rangeIssues(route.query!, '2026-01-01', '2026-01-01'), route.id).toEqual([]);
      expect(rangeIssues(route.query!, '2026-01-01', ''), route.id).toEqual([]);
    }
  });
});
