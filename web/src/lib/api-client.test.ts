import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { i18n } from './i18n';
import { COOKIES, LIMITS } from '@aed/shared/constants/limits';
import { ConfigUpdate } from '@aed/shared/routes/config.routes';
import { OnlineForceLogout, OperLogPage } from '@aed/shared/routes/monitor.routes';
import { UpdateAvatar } from '@aed/shared/routes/profile.routes';
import { UserExport, UserImport, UserInfo } from '@aed/shared/routes/user.routes';
import { GetVersion } from '@aed/shared/routes/version.routes';
import { ApiError, api, download, setPasswordChangeRequiredHandler, setUnauthorizedHandler } from './api-client';

interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

/** Replaces fetch: every request is recorded and answered by `answer` (a Response, or a rejection for a network failure). */
function stubFetch(answer: (request: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const request = { url, method: String(init.method), headers: new Headers(init.headers), body: init.body, signal: init.signal };
      seen.push(request);
      return answer(request);
    }),
  );
  return seen;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (data: unknown) => json({ code: 200, msg: 'ok', data });

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('typed api client', () => {
  beforeAll(() => {
    // jsdom has no object URLs: a saved download needs them (stubs for this file only).
    URL.createObjectURL ??= () => 'blob:stub';
    URL.revokeObjectURL ??= () => {};
  });
  beforeEach(async () => {
    Object.values(COOKIES).forEach((c) => Cookies.remove(c));
    await i18n.changeLanguage('fr');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setUnauthorizedHandler(() => {});
    setPasswordChangeRequiredHandler(() => {});
  });

  /** The server takes a body only as application/json (decision 0031): every call with a body must say so. */
  it('sends every body as JSON with the JSON content type, uploads included', async () => {
    const seen = stubFetch(() => envelope(null));
    await api(UpdateAvatar, { body: { avatar: 'data:image/png;base64,iVBORw0KGgo=' } });
    await api(UserImport, { body: { fileName: 'users.xls', file: 'data:application/vnd.ms-excel;base64,0M8R4A==' } });
    await api(ConfigUpdate, { body: { configId: 1, configName: 'n', configKey: 'k', configValue: 'v' } });
    expect(seen.map((s) => [s.method, s.headers.get('content-type')])).toEqual([
      ['POST', 'application/json;charset=utf-8'],
      ['POST', 'application/json;charset=utf-8'],
      ['PUT', 'application/json;charset=utf-8'],
    ]);
    expect(JSON.parse(String(seen[1]!.body))).toEqual({ fileName: 'users.xls', file: 'data:application/vnd.ms-excel;base64,0M8R4A==' });
  });

  it("calls the route's method and path under the API base, fills and encodes path parameters, and answers the envelope's data", async () => {
    const seen = stubFetch(() => envelope({ version: '1.2.3', buildTime: null }));
    await expect(api(GetVersion)).resolves.toEqual({ version: '1.2.3', buildTime: null });
    await api(OnlineForceLogout, { params: { tokenId: 'a/b c' } });
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['GET', '/prod-api/upms/system/emcpSysVersion/getVersion'],
      ['DELETE', '/prod-api/monitor/online/a%2Fb%20c'],
    ]);
    expect(seen.every((s) => s.body === undefined)).toBe(true);
  });

  it('sends the query without empty values (absent, null and cleared fields are "not given")', async () => {
    const seen = stubFetch(() => envelope({ rows: [] }));
    await api(OperLogPage, { query: { title: 'logininfor', operName: '', status: undefined, limit: 20 } });
    await api(UserInfo, { query: { userId: undefined } });
    expect(seen.map((s) => s.url)).toEqual(['/prod-api/logs/operlog/page?title=logininfor&limit=20', '/prod-api/upms/system/user/info']);
  });

  it('sends the Bearer token when there is one, and the UI language (server-written files follow it)', async () => {
    const seen = stubFetch(() => envelope(null));
    await api(GetVersion);
    Cookies.set(COOKIES.token, 'token-1');
    await api(GetVersion);
    expect(seen.map((s) => s.headers.get('authorization'))).toEqual([null, 'Bearer token-1']);
    expect(seen.map((s) => s.headers.get('accept-language'))).toEqual(['fr', 'fr']);
  });

  it('turns an error answer into an ApiError with its status, stable code, parameters and field errors', async () => {
    stubFetch(() =>
      json({ code: 400, msg: 'Invalid', errorCode: 'common.validation', params: { max: 3 }, fields: [{ path: 'configKey', errorCode: 'common.validation' }] }, 400),
    );
    const error = await refusal(api(ConfigUpdate, { body: { configId: 1, configName: 'n', configKey: 'k k', configValue: 'v' } }));
    expect(error).toMatchObject({ status: 400, errorCode: 'common.validation', message: 'Invalid', params: { max: 3 } });
    expect(error.fields).toEqual([{ path: 'configKey', errorCode: 'common.validation' }]);
  });

  it('turns an HTTP 200 whose envelope code is not 200 into an ApiError too', async () => {
    stubFetch(() => json({ code: 409, msg: 'The parameter key name already exists', errorCode: 'config.keyExists' }));
    expect(await refusal(api(GetVersion))).toMatchObject({ status: 409, errorCode: 'config.keyExists' });
  });

  it('answers common.internal for an error that is not an envelope', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await refusal(api(GetVersion))).toMatchObject({ status: 502, errorCode: 'common.internal', message: 'Bad Gateway' });
  });

  it('calls the unauthorized handler on a 401 while a token exists (the re-login prompt), not without a token', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    stubFetch(() => json({ code: 401, msg: 'Session expired', errorCode: 'session.invalid' }, 401));
    expect(await refusal(api(GetVersion))).toMatchObject({ status: 401, errorCode: 'session.invalid' });
    expect(unauthorized).not.toHaveBeenCalled();
    Cookies.set(COOKIES.token, 'token-1');
    await refusal(api(GetVersion));
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('opens the forced password change when the server says the password must change first', async () => {
    const changeRequired = vi.fn();
    setPasswordChangeRequiredHandler(changeRequired);
    stubFetch(() => json({ code: 403, msg: 'Change your password', errorCode: 'password.changeRequired', params: { passwordStatus: 2 } }, 403));
    await refusal(api(GetVersion));
    expect(changeRequired).toHaveBeenCalledWith(2);
  });

  it(`gives up after ${LIMITS.requestTimeoutMs / 1000} s, and a network failure or a time-out is common.network`, async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const seen = stubFetch(({ signal }) => new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))));
    const caller = new AbortController();
    const call = api(GetVersion, { signal: caller.signal });
    expect(timeout).toHaveBeenCalledWith(LIMITS.requestTimeoutMs);
    const timer = timeout.mock.results[0]!.value as AbortSignal;
    expect(timer.aborted).toBe(false);
    caller.abort();
    expect(await refusal(call)).toMatchObject({ status: 0, errorCode: 'common.network' });
    expect(seen[0]!.signal?.aborted).toBe(true);

    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await refusal(api(GetVersion))).toMatchObject({ status: 0, errorCode: 'common.network', message: 'Failed to fetch' });
  });

  it('downloads a file route: the query as the route takes it, the name from content-disposition, the file saved', async () => {
    // as the server names them (http-envelope): a plain name and its RFC 5987 form; or the encoded form alone
    const dispositions = [`attachment; filename="users.xlsx"; filename*=UTF-8''users.xlsx`, `attachment; filename*=UTF-8''${encodeURIComponent('用户 列表.xlsx')}`];
    const seen = stubFetch(
      () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/octet-stream', 'content-disposition': dispositions[seen.length - 1]! } }),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:users');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const file = await download(UserExport, { query: { keyword: 'ann', status: '' } });
    expect(seen.map((s) => [s.method, s.url])).toEqual([['GET', '/prod-api/upms/system/user/export?keyword=ann']]);
    expect(file.fileName).toBe('users.xlsx');
    expect(file.blob.size).toBe(3);
    expect(createObjectURL).toHaveBeenCalledWith(file.blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect((await download(UserExport, { query: {} })).fileName).toBe('用户 列表.xlsx');
  });

  it('turns a refused download into an ApiError', async () => {
    stubFetch(() => json({ code: 403, msg: 'No permission', errorCode: 'common.forbidden' }, 403));
    expect(await refusal(download(UserExport, { query: {} }))).toMatchObject({ status: 403, errorCode: 'common.forbidden' });
  });
});
