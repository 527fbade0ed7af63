import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, seedOnce } from '../helpers';
import { createLocalServer } from '../../src/local/http-adapter';
import { listLoginLogsOfUser } from '../../src/data/access/logs';
import type { ApiHandler } from '../../src/lib/define-handler';
import { CONTENT_SECURITY_POLICY } from '../../src/lib/security-headers';
import { ROUTES, type RouteDefinition, routeEntry } from '../../src/routes/route-table';

/** Where the adapter's default loader looks for a route's handler: `src/routes/<entry>.ts`. */
const routeModule = (route: RouteDefinition) => fileURLToPath(new URL(`../../src/routes/${routeEntry(route)}.ts`, import.meta.url));

/**
 * The same handler modules the default loader imports. Vite's module runner cannot follow the default loader's
 * template-literal import (it is meant for plain Node: `npm start`, e2e), so tests load the files by path.
 */
const loadHandler = async (route: RouteDefinition) => ((await import(/* @vite-ignore */ routeModule(route))) as { handler: ApiHandler }).handler;

const INDEX_HTML = '<!doctype html><html><head><title>AED Cloud</title></head><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("aed app");';
const SECRET = 'top secret outside the static dir';

/** The policy CloudFront sends too (infra/test/web.test.ts checks the same string). */
const POLICY_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=31536000\b/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toBe(CONTENT_SECURITY_POLICY);
  const directives = csp.split(/;\s*/);
  for (const directive of POLICY_DIRECTIVES) expect(directives).toContain(directive);
  expect(directives.find((d) => d.startsWith('img-src '))).toMatch(/^img-src 'self' data: blob:( https:\/\/\S+)+$/);
  expect(directives.find((d) => d.startsWith('connect-src '))).toMatch(/^connect-src 'self'( https:\/\/\S+)+$/);
}

/** A raw request, so the path reaches the server exactly as written (fetch would normalize it). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('local HTTP adapter', () => {
  let server: Server;
  let base: string;
  let port: number;

  beforeAll(async () => {
    await seedOnce();
    const root = mkdtempSync(path.join(tmpdir(), 'aed-adapter-'));
    const staticDir = path.join(root, 'static');
    mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(staticDir, 'assets', 'app.js'), APP_JS);
    writeFileSync(path.join(root, 'secret.txt'), SECRET);
    server = createLocalServer({ staticDir, loadHandler });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('finds a handler module for every route of the route table', () => {
    for (const route of ROUTES as readonly RouteDefinition[]) expect(existsSync(routeModule(route)), routeEntry(route)).toBe(true);
  });

  it('routes an API call to its Lambda handler and returns the envelope', async () => {
    const res = await fetch(`${base}/prod-api/upms/captchaImage`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(res.headers);
    expect(await res.json()).toEqual({ code: 200, msg: 'Operation successful', data: { captchaEnabled: false } });
  });

  it('passes body, headers, query and client address through as API Gateway would', async () => {
    const login = await fetch(`${base}/prod-api/upms/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };

    const page = await fetch(`${base}/prod-api/upms/system/config/page?page=1&limit=2`, { headers: { authorization: `Bearer ${data.token}` } });
    expect(page.status).toBe(200);
    const body = (await page.json()) as { data: { rows: unknown[]; total: number } };
    expect(body.data.rows).toHaveLength(2);
    expect(body.data.total).toBeGreaterThanOrEqual(4);

    const [log] = await listLoginLogsOfUser('admin');
    expect(log).toMatchObject({ status: '0', ipaddr: '127.0.0.1', browser: 'Firefox 128', os: 'Windows 10' });
  });

  it('serves the JWKS at its absolute path', async () => {
    const res = await fetch(`${base}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { keys: { kty: string }[] }).keys[0].kty).toBe('RSA');
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/prod-api/x'],
      ['DELETE', '/prod-api/upms/login'],
      ['GET', '/.well-known/nothing'],
    ]) {
      const res = await fetch(`${base}${url}`, { method });
      expect(res.status, `${method} ${url}`).toBe(404);
      expectSecurityHeaders(res.headers);
      expect(await res.json()).toEqual({ code: 404, msg: 'No such API route', errorCode: 'common.routeNotFound' });
    }
  });

  it('serves index.html for any SPA route (history fallback), with security headers', async () => {
    for (const url of ['/', '/some/spa/route', '/system/config?x=1']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(res.headers);
      expect(await res.text()).toBe(INDEX_HTML);
    }
  });

  it('serves built assets with their content type', async () => {
    const res = await fetch(`${base}/assets/app.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expectSecurityHeaders(res.headers);
    expect(await res.text()).toBe(APP_JS);
  });

  it('refuses a body over 10 MB with 413', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(10 * 1024 * 1024 + 10) });
    const res = await fetch(`${base}/prod-api/upms/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expectSecurityHeaders(res.headers);
    expect(await res.json()).toMatchObject({ code: 413, errorCode: 'common.payloadTooLarge' });
    // the server is still fine afterwards
    expect((await fetch(`${base}/prod-api/upms/captchaImage`)).status).toBe(200);
  });

  it('does not let an encoded path escape the static directory', async () => {
    for (const attack of ['/..%2f..%2fetc/passwd', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e/secret.txt', '/..%5csecret.txt']) {
      const res = await rawGet(port, attack);
      expect(res.body, attack).not.toContain(SECRET);
      expect(res.body, attack).not.toMatch(/root:.*:0:0:/);
      if (res.status === 200) expect(res.body, attack).toBe(INDEX_HTML);
    }
  });
});
