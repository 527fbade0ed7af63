/**
 * The one HTTP client of the SPA (spec section 7): base /prod-api, 80 s timeout, Bearer token when present,
 * envelope `{ code, msg, data }` unwrapped; any non-200 code becomes an ApiError carrying the stable errorCode
 * that `errors` translations turn into a message.
 */
import Cookies from 'js-cookie';
import i18next from 'i18next';
import type { ApiEnvelope, ErrorParam } from '@aed/shared/api/envelope';
import { API_BASE, type RouteDefinition, type RouteResponse, type SentInput } from '@aed/shared/api/route';
import type { ErrorCode } from '@aed/shared/errors/codes';
import { COOKIES, LIMITS } from '@aed/shared/constants/limits';
import { PASSWORD_STATUS } from '@aed/shared/constants/password-status';

export { API_BASE };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode | 'common.network',
    message: string,
    readonly params: Record<string, ErrorParam> = {},
    readonly fields: { path: string; errorCode: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;
interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Called when any answer is 401 while a token exists (the app shows the re-login prompt). */
let onUnauthorized: () => void = () => {};
export const setUnauthorizedHandler = (fn: () => void) => {
  onUnauthorized = fn;
};

/** Called when an answer says the session's password must be changed first (the app opens the forced dialog). */
let onPasswordChangeRequired: (passwordStatus: number) => void = () => {};
export const setPasswordChangeRequiredHandler = (fn: (passwordStatus: number) => void) => {
  onPasswordChangeRequired = fn;
};

/** The app-wide reactions to a refusal, wherever the call came from: re-login prompt, forced password change. */
function reactToRefusal(status: number, errorCode: string | undefined, params: Record<string, ErrorParam> = {}) {
  if (status === 401 && getToken()) onUnauthorized();
  if (errorCode === 'password.changeRequired') onPasswordChangeRequired(Number(params.passwordStatus) || PASSWORD_STATUS.initial);
}

export const getToken = () => Cookies.get(COOKIES.token);
export const setToken = (token: string) => Cookies.set(COOKIES.token, token, { sameSite: 'strict' });
export const removeToken = () => Cookies.remove(COOKIES.token);

function buildUrl(path: string, query?: Query): string {
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json;charset=utf-8', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The UI language: files the server writes (xlsx exports, the import template) follow it.
  if (i18next.language) headers['Accept-Language'] = i18next.language;
  const timeout = AbortSignal.timeout(LIMITS.requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      cache: 'no-store',
    });
  } catch (e) {
    throw new ApiError(0, 'common.network', e instanceof Error ? e.message : 'Network error');
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  let env: ApiEnvelope<unknown> | undefined;
  try {
    env = (await res.json()) as ApiEnvelope<unknown>;
  } catch {
    /* not JSON */
  }
  const status = env?.code ?? res.status;
  reactToRefusal(status, env?.errorCode, env?.params);
  return new ApiError(status, env?.errorCode ?? 'common.internal', env?.msg ?? res.statusText, env?.params, env?.fields);
}

async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(method, path, options);
  if (!res.ok) throw await toApiError(res);
  const env = (await res.json()) as ApiEnvelope<T>;
  if (env.code === undefined) return env as unknown as T;
  if (env.code !== 200) {
    reactToRefusal(env.code, env.errorCode, env.params);
    throw new ApiError(env.code, env.errorCode ?? 'common.internal', env.msg, env.params, env.fields);
  }
  return env.data as T;
}

type Part<R, K extends 'query' | 'body' | 'params'> = R extends { [P in K]: unknown }
  ? object extends SentInput<R, K>
    ? { [P in K]?: SentInput<R, K> }
    : { [P in K]: SentInput<R, K> }
  : { [P in K]?: never };

/** What a call of `route` sends: its query, body and path parameters as its schemas take them. */
export type CallInput<R extends RouteDefinition> = Part<R, 'query'> & Part<R, 'body'> & Part<R, 'params'> & { signal?: AbortSignal };
type CallArgs<R extends RouteDefinition> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** The route's path with its `{name}` parameters filled in (encoded), under the API base. */
function routePath(route: RouteDefinition, params: unknown): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${route.id}: path parameter ${name} missing`);
    return encodeURIComponent(String(values[name]));
  });
}

/**
 * The typed client: `api(ConfigPage, { query })` calls the route's method and path and answers the `data` its response
 * schema describes. A wrong path or a changed answer is a compile error here and in the handler alike.
 */
export function api<const R extends RouteDefinition>(route: R, ...[input]: CallArgs<R>): Promise<RouteResponse<R>> {
  const { query, body, params, signal } = (input ?? {}) as { query?: Query; body?: unknown; params?: unknown; signal?: AbortSignal };
  return apiRequest<RouteResponse<R>>(route.method, routePath(route, params), { query, body, signal });
}

/** Downloads the file a file route answers (e.g. an xlsx export); the name comes from content-disposition. */
export function download<const R extends RouteDefinition & { file: true }>(route: R, ...[input]: CallArgs<R>): Promise<{ fileName: string; blob: Blob }> {
  const { query, params } = (input ?? {}) as { query?: Query; params?: unknown };
  return downloadFile(routePath(route, params), query);
}

/**
 * The bytes behind an image URL the API handed out (`/prod-api/...`: logos, seals, avatars). Such URLs need the Bearer
 * token, which an `<img src>` cannot send, so the SPA fetches them and shows an object URL (see lib/api-image.ts).
 */
export async function fetchApiBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  if (!url.startsWith(`${API_BASE}/`)) throw new ApiError(400, 'common.validation', `not an API URL: ${url}`);
  const [path, search = ''] = url.slice(API_BASE.length).split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  const res = await send('GET', path!, { query, signal });
  if (!res.ok) throw await toApiError(res);
  // A large image comes in byte ranges (206 + Content-Range, decision 0017): fetch the rest and join them.
  const rangeOf = (r: Response) => /^bytes (\d+)-(\d+)\/(\d+)$/.exec(r.status === 206 ? (r.headers.get('content-range') ?? '') : '');
  let range = rangeOf(res);
  if (!range) return res.blob();
  const type = res.headers.get('content-type') ?? '';
  const parts: Uint8Array[] = [new Uint8Array(await res.arrayBuffer())];
  while (range && Number(range[2]) + 1 < Number(range[3])) {
    const next = await send('GET', path!, { query, signal, headers: { Range: `bytes=${Number(range[2]) + 1}-` } });
    range = rangeOf(next);
    if (!range) throw await toApiError(next);
    parts.push(new Uint8Array(await next.arrayBuffer()));
  }
  return new Blob(parts as BlobPart[], { type });
}

/** Downloads a file answer (e.g. xlsx export); the name comes from content-disposition. */
async function downloadFile(path: string, query?: Query): Promise<{ fileName: string; blob: Blob }> {
  const res = await send('GET', path, { query });
  if (!res.ok) throw await toApiError(res);
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const fileName = decodeURIComponent(match?.[1] ?? match?.[2] ?? 'download');
  const blob = await res.blob();
  saveBlob(fileName, blob);
  return { fileName, blob };
}

/** Hands a file made or fetched in the browser to the user as a download. */
export function saveBlob(fileName: string, blob: Blob): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
