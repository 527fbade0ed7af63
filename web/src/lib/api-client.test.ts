import { afterEach, describe, expect, it, vi } from 'vitest';
import { legacyApi } from './api-client';

/** The server takes a body only as application/json (decision 0031): every call with a body must say so. */
describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends every body as JSON with the JSON content type, uploads included', async () => {
    const seen: { method: string; type: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push({ method: String(init.method), type: new Headers(init.headers).get('content-type'), body: init.body });
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    await legacyApi.post('/upms/system/user/profile/avatar', { avatar: 'data:image/png;base64,iVBORw0KGgo=' });
    await legacyApi.post('/upms/system/user/importUser', { fileName: 'users.xls', file: 'data:application/vnd.ms-excel;base64,0M8R4A==' });
    await legacyApi.put('/upms/system/config/update', { configId: 1 });
    expect(seen.map((s) => [s.method, s.type])).toEqual([
      ['POST', 'application/json;charset=utf-8'],
      ['POST', 'application/json;charset=utf-8'],
      ['PUT', 'application/json;charset=utf-8'],
    ]);
    expect(JSON.parse(String(seen[1].body))).toEqual({ fileName: 'users.xls', file: 'data:application/vnd.ms-excel;base64,0M8R4A==' });
  });
});
