import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiHandler } from '../../src/lib/define-handler';
import { ROUTES, fullPath, pathMatcher, routeEntry } from '../../src/routes/route-table';

describe('route table', () => {
  it('has unique ids and unique method + path pairs, each with a handler module', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => `${r.method} ${fullPath(r)}`)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(existsSync(new URL(`../../src/routes/${routeEntry(r)}.ts`, import.meta.url)), routeEntry(r)).toBe(true);
  });

  it('binds each handler file to the very route object that names it (one link, checked both ways)', async () => {
    for (const r of ROUTES) {
      const { handler } = (await import(/* @vite-ignore */ fileURLToPath(new URL(`../../src/routes/${routeEntry(r)}.ts`, import.meta.url)))) as { handler: ApiHandler };
      expect(handler.route, routeEntry(r)).toBe(r);
    }
    // importing every handler module once (about 200 of them) takes a while on a loaded 2-core machine
  }, 180_000);

  it('keeps every handler file in the table: no handler is left without its route', () => {
    const root = fileURLToPath(new URL('../../src/routes/', import.meta.url));
    const handlerFiles = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && f !== 'route-table.ts')
      .map((f) => f.replace(/\.ts$/, '').split(sep).join('/'))
      .sort();
    expect(handlerFiles).toEqual(ROUTES.map(routeEntry).sort());
  });

  it('matches path parameters the way API Gateway does', () => {
    const match = pathMatcher({ path: '/upms/system/dict/data/dictType/{type}' });
    expect(match('/prod-api/upms/system/dict/data/dictType/sys_user_sex')).toEqual({ type: 'sys_user_sex' });
    expect(match('/prod-api/upms/system/dict/data/dictType/a%20b')).toEqual({ type: 'a b' });
    expect(match('/prod-api/upms/system/dict/data/dictType/a/b')).toBeNull();
    expect(match('/prod-api/upms/system/dict/data/dictType/%E0%A4%A')).toBeNull();
    expect(pathMatcher({ path: '/upms/getInfo' })('/prod-api/upms/getInfo')).toEqual({});
  });
});
