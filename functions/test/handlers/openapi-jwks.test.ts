import { OpenApi } from '@aed/shared/routes/common.routes';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, httpEvent, invoke } from '../helpers';
import { expectError } from './support';
import { ROUTES, fullPath, type RouteDefinition } from '../../src/routes/route-table';
import { defineHandler } from '../../src/lib/define-handler';

const context = { awsRequestId: 'test-request', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1.0, answered as is (no envelope)', async () => {
    const res = await invoke('OpenApi');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    expect(res.json.code).toBeUndefined();
    expect(res.json.info.title).toBeTruthy();
  });

  it('has a path and operation for every route of the route table', async () => {
    const { json: doc } = await invoke('OpenApi');
    for (const r of ROUTES as readonly RouteDefinition[]) {
      const op = doc.paths[fullPath(r)]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${fullPath(r)}`).toBeDefined();
      expect(op.operationId).toBe(r.id);
      expect(op.security).toEqual(r.access === 'public' ? [] : [{ bearer: [] }]);
    }
    const operations = Object.values(doc.paths as Record<string, object>).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(ROUTES.length);
    expect(doc.paths['/.well-known/jwks.json'].get.operationId).toBe('Jwks');
    expect(doc.paths['/prod-api/upms/system/config/page'].get['x-permission']).toBe('system:config:list');
    expect(doc.paths['/prod-api/upms/system/config/page'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['cursor', 'limit', 'configKey']),
    );
  });

  it('describes the data of every JSON answer from the route contract', async () => {
    const { json: doc } = await invoke('OpenApi');
    const dataOf = (path: string, method: string) =>
      doc.paths[path][method].responses['200'].content['application/json'].schema.allOf?.[1]?.properties?.data;
    const page = dataOf('/prod-api/upms/system/config/page', 'get');
    expect(page.properties.rows.items.properties.configKey).toEqual({ type: 'string' });
    expect(dataOf('/prod-api/upms/system/config/configKey', 'get')).toEqual({ type: 'string' });
    const undescribed = (ROUTES as readonly RouteDefinition[]).filter((r) => !r.file && !r.response).map((r) => r.id);
    expect(undescribed, 'JSON routes without a response schema').toEqual([]);
  });

  it('describes the Login body from the shared schema', async () => {
    const { json: doc } = await invoke('OpenApi');
    const body = doc.paths['/prod-api/upms/login'].post.requestBody;
    expect(body.required).toBe(true);
    const schema = body.content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['username', 'password', 'code', 'uuid', 'timeZoneId']));
    expect(schema.properties.username).toMatchObject({ type: 'string', minLength: 1, maxLength: 30 });
    expect(schema.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(schema.required).not.toContain('code');
  });
});

describe('JWKS', () => {
  it('publishes the RSA public key that verifies platform tokens', async () => {
    const token = await adminToken();
    const res = await invoke('Jwks');
    expect(res.status).toBe(200);
    const [key] = res.json.keys;
    expect(res.json.keys).toHaveLength(1);
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(key.kid).toEqual(expect.any(String));
    expect(key.n.length).toBeGreaterThan(300);
    // public parts only
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);

    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: key.kid });
    const { payload } = await jwtVerify(token, createLocalJWKSet(res.json), { issuer: 'aed-cloud', audience: 'aed-cloud-web' });
    expect(payload.sub).toBe('1');
    expect(payload.sid).toEqual(expect.any(String));
    expect(payload.exp! - payload.iat!).toBe(12 * 3600);
  });
});

describe('security headers and error rendering', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });

  it('are on success answers, enveloped or raw', async () => {
    for (const res of [await invoke('GetInfo', { token }), await invoke('OpenApi'), await invoke('Jwks'), await invoke('CaptchaImage')]) {
      expect(res.status).toBe(200);
      expectSecurityHeaders(res.headers);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('are on error answers', async () => {
    const answers = [
      [await invoke('GetInfo'), 401, 'session.invalid'],
      [await invoke('Login', { body: { username: '', password: 'x' } }), 400, 'auth.usernameRequired'],
      [await invoke('Login', { rawBody: '{oops' }), 400, 'common.badRequest'],
      [await invoke('ConfigInfo', { token, query: { configId: '999999' } }), 404, 'config.notFound'],
    ] as const;
    for (const [res, status, code] of answers) {
      expectError(res, status, code);
      expectSecurityHeaders(res.headers);
    }
  });

  it('turns an unexpected error into 500 common.internal without internals', async () => {
    const handler = defineHandler(OpenApi, async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:5432 password=hunter2');
    });
    const res = await handler(httpEvent('OpenApi'), context);
    expect(res.statusCode).toBe(500);
    expectSecurityHeaders(res.headers ?? {});
    const body = JSON.parse(res.body!);
    expect(body).toEqual({ code: 500, msg: 'Operation failed, please try again later', errorCode: 'common.internal' });
    expect(res.body).not.toMatch(/hunter2|ECONNREFUSED|stack|\.ts:\d+|\n\s+at /);
  });

  it('handles a thrown non-Error value the same way', async () => {
    const handler = defineHandler(OpenApi, async () => {
      throw 'plain string failure';
    });
    const res = await handler(httpEvent('OpenApi'), context);
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body!)).toMatchObject({ code: 500, errorCode: 'common.internal' });
    expect(res.body).not.toContain('plain string failure');
  });
});
