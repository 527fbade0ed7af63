import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { ROUTES, fullPath, pathMatcher } from '../../src/routes/route-table';

describe('route table', () => {
  it('has unique ids and unique method + path pairs, each with a handler module', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => `${r.method} ${fullPath(r)}`)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(existsSync(new URL(`../../src/routes/${r.entry}.ts`, import.meta.url)), r.entry).toBe(true);
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
