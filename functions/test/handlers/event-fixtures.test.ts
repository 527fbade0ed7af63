import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, seedOnce } from '../helpers';
import { expectError, invokeEvent } from './support';
import { listLoginLogsOfUser } from '../../src/data/access/logs';
import { ROUTES, fullPath, type RouteDefinition } from '../../src/routes/route-table';
import { telemetryMessage, telemetryRuleFields } from '@aed/shared/schemas/telemetry';
import { readdirSync } from 'node:fs';

/** A recorded API Gateway HTTP API (payload 2.0) event from events/http. */
const fixture = (name: string): APIGatewayProxyEventV2 =>
  JSON.parse(readFileSync(new URL(`../../../events/http/${name}`, import.meta.url), 'utf8')) as APIGatewayProxyEventV2;

describe('recorded API Gateway events (events/http)', () => {
  beforeAll(async () => {
    await seedOnce();
  });

  it.each([
    ['login-post.json', 'Login'],
    ['config-page-get.json', 'ConfigPage'],
  ] as const)('%s matches the route table entry of %s', (name, routeId) => {
    const event = fixture(name);
    const route = ROUTES.find((r) => r.id === routeId) as RouteDefinition;
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe(`${route.method} ${fullPath(route)}`);
    expect(event.rawPath).toBe(fullPath(route));
    expect(event.requestContext.http.method).toBe(route.method);
  });

  it('login-post.json logs the administrator in', async () => {
    const event = fixture('login-post.json');
    expect(JSON.parse(event.body!).password).toBe(ADMIN_PASSWORD);
    const res = await invokeEvent('Login', event);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const [log] = await listLoginLogsOfUser('admin');
    expect(log).toMatchObject({ status: '0', ipaddr: '203.0.113.7', browser: 'Chrome 140', os: 'Windows 10' });
  });

  it('config-page-get.json pages the built-in parameters once its token is a real one', async () => {
    const recorded = fixture('config-page-get.json');
    // as recorded, the token is a placeholder: refused
    expectError(await invokeEvent('ConfigPage', recorded), 401, 'session.invalid');

    const login = await invokeEvent('Login', fixture('login-post.json'));
    const event = { ...recorded, headers: { ...recorded.headers, authorization: `Bearer ${login.json.data.token}` } };
    const res = await invokeEvent('ConfigPage', event);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // the three platform parameters and consumable.warnDays (decision 0020); no shared initial password (decision 0027)
    expect(res.json.data.total).toBe(4);
    expect(res.json.data.rows.every((r: { configType: string }) => r.configType === 'Y')).toBe(true);
    expect(res.json.data.rows.map((r: { configKey: string }) => r.configKey)).toContain('sys.account.captchaEnabled');
  });
});

describe('recorded telemetry events (events/iot)', () => {
  const dir = new URL('../../../events/iot/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it.each(files)('%s is a valid version 1 message with the fields the topic rule adds', (name) => {
    const event = JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as Record<string, unknown>;
    expect(telemetryRuleFields.safeParse(event).success).toBe(true);
    const parsed = telemetryMessage.safeParse(event);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(String(event.msgId).startsWith(String(event.deviceSn))).toBe(true);
  });

  it('has the three documented examples', () => {
    expect(files.sort()).toEqual(['telemetry-door-open.json', 'telemetry-low-battery.json', 'telemetry-normal.json']);
  });
});
