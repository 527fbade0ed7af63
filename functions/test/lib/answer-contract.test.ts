/**
 * CHECK_RESPONSES=1 (tests, e2e): every answer is parsed with its route's response schema (decision 0033), the
 * enveloped `data` of a JSON route and the document of a raw one alike, so drift is a 500 in a test.
 */
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { Jwks } from '@aed/shared/routes/auth.routes';
import { GetVersion } from '@aed/shared/routes/version.routes';
import type { Jwks as JwksDocument } from '@aed/shared/schemas/auth';
import type { PlatformVersion } from '@aed/shared/schemas/version';
import { defineHandler } from '../../src/lib/define-handler';
import { rawJson } from '../../src/lib/file-result';
import { httpEvent } from '../helpers';

const context = () => ({ awsRequestId: 'contract-test', getRemainingTimeInMillis: () => 29_000 }) as unknown as Context;
const key = { kty: 'RSA', kid: 'k1', alg: 'RS256', use: 'sig', n: 'abc', e: 'AQAB' };

async function answer(handler: ReturnType<typeof defineHandler>, routeId: 'GetVersion' | 'Jwks') {
  const res = await handler(httpEvent(routeId), context());
  return { status: res.statusCode, json: JSON.parse(res.body ?? 'null') as Record<string, unknown> };
}

describe('answers checked against their route (CHECK_RESPONSES=1)', () => {
  const checking = process.env.CHECK_RESPONSES;
  afterEach(() => {
    process.env.CHECK_RESPONSES = checking;
  });

  it('is on in the functions tests', () => {
    expect(checking).toBe('1');
  });

  it('passes an answer that matches, enveloped', async () => {
    const res = await answer(defineHandler(GetVersion, async () => ({ version: '1.0.0', buildTime: null })), 'GetVersion');
    expect(res).toEqual({ status: 200, json: { code: 200, msg: 'Operation successful', data: { version: '1.0.0', buildTime: null } } });
  });

  it('turns an answer that drifted from the schema into a 500', async () => {
    const drifted = defineHandler(GetVersion, async () => ({ version: 1 }) as unknown as PlatformVersion);
    expect(await answer(drifted, 'GetVersion')).toMatchObject({ status: 500, json: { errorCode: 'common.internal' } });
  });

  it('checks the document of a raw route (sent without the envelope) the same way', async () => {
    expect(await answer(defineHandler(Jwks, async () => rawJson({ keys: [key] })), 'Jwks')).toEqual({ status: 200, json: { keys: [key] } });
    const { kid: _kid, ...withoutKid } = key;
    const drifted = defineHandler(Jwks, async () => rawJson({ keys: [withoutKid] } as unknown as JwksDocument));
    expect(await answer(drifted, 'Jwks')).toMatchObject({ status: 500, json: { errorCode: 'common.internal' } });
  });

  it('costs nothing in production: without the switch the answer goes out unchecked', async () => {
    delete process.env.CHECK_RESPONSES;
    const drifted = defineHandler(GetVersion, async () => ({ version: 1 }) as unknown as PlatformVersion);
    expect(await answer(drifted, 'GetVersion')).toMatchObject({ status: 200, json: { data: { version: 1 } } });
  });
});
