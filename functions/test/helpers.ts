import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { ApiHandler } from '../src/lib/define-handler';
import { ROUTES, fullPath, type RouteId, type RouteDefinition, routeEntry } from '../src/routes/route-table';
import { setPassword } from '../src/data/access/users';
import { getUserById } from '../src/data/access/user-reads';
import { seed } from '../src/seed/seed';

export const ADMIN_PASSWORD = 'Admin#2026pw';

let seeded: Promise<unknown> | undefined;
/**
 * Seeds the file's table once (captcha off unless a test turns it on). The admin's password then counts as chosen,
 * as after its first login: with the first-start password a session may only change it (decision 0027;
 * get-info.test.ts and password-gate.test.ts cover that state).
 */
export const seedOnce = () =>
  (seeded ??= seed({ adminPassword: ADMIN_PASSWORD, captchaEnabled: false }).then(async () => {
    const admin = await getUserById(1);
    if (admin?.passwordKind === 'initial') await setPassword(1, admin.passwordHash, 'chosen', admin.passwordChangedAt, 'test');
  }));

/** A real API Gateway v2 event (shape of events/http/*.json) for a route. */
export function httpEvent(
  routeId: RouteId,
  options: { query?: Record<string, string>; body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
): APIGatewayProxyEventV2 {
  const route = ROUTES.find((r) => r.id === routeId) as RouteDefinition;
  const path = fullPath(route);
  return {
    version: '2.0',
    routeKey: `${route.method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    queryStringParameters: options.query,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'example.com',
      domainPrefix: 'example',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'Mozilla/5.0 Chrome/140.0.0.0' },
      requestId: randomUUID(),
      routeKey: `${route.method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    isBase64Encoded: false,
  };
}

// A fresh context per call, as Lambda gives: middy keeps the actor and the parsed input on it, so
// concurrent invocations must not share one.
const newContext = () => ({ awsRequestId: 'test', getRemainingTimeInMillis: () => 29_000 }) as unknown as Context;

/** Invokes the route's real handler module (the file CDK bundles) and decodes the answer. */
export async function invoke(routeId: RouteId, options: Parameters<typeof httpEvent>[1] = {}) {
  const route = ROUTES.find((r) => r.id === routeId) as RouteDefinition;
  const { handler } = (await import(/* @vite-ignore */ new URL(`../src/routes/${routeEntry(route)}.ts`, import.meta.url).pathname)) as { handler: ApiHandler };
  const result = await handler(httpEvent(routeId, options), newContext());
  const isJson = String(result.headers?.['content-type'] ?? '').startsWith('application/json');
  return {
    status: result.statusCode ?? 200,
    headers: result.headers ?? {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    json: (isJson && result.body ? JSON.parse(result.body) : undefined) as any,
    raw: result,
  };
}

export async function loginAs(username: string, password: string): Promise<string> {
  const res = await invoke('Login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.json)}`);
  return res.json.data.token as string;
}

/**
 * Logs in to an account whose password an administrator typed (a one-time password: decision 0027) and changes it to
 * `newPassword`, as its owner must first; answers that session, now open to everything the account's roles allow.
 */
export async function loginAfterFirstChange(username: string, password: string, newPassword: string): Promise<string> {
  const token = await loginAs(username, password);
  const res = await invoke('UpdatePassword', { token, body: { oldPassword: password, newPassword } });
  if (res.status !== 200) throw new Error(`first password change failed: ${JSON.stringify(res.json)}`);
  return token;
}

export const adminToken = async () => {
  await seedOnce();
  return loginAs('admin', ADMIN_PASSWORD);
};

/** Polls `probe` until it answers something truthy (a message through the broker, a record written after it), or fails after `ms`. */
export const waitFor = async <T>(probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, ms = 15_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};
