/** `GET /upms/system/emcpSysVersion/getVersion` (platform-core section 7): the platform version and build time. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { platformVersion } from '@aed/shared/schemas/version';
import { ROUTES, fullPath } from '../../src/routes/route-table';
import { adminToken, invoke } from '../helpers';

const ROOT_VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

describe('platform version', () => {
  const before = process.env.PLATFORM_BUILD_TIME;
  afterEach(() => {
    if (before === undefined) delete process.env.PLATFORM_BUILD_TIME;
    else process.env.PLATFORM_BUILD_TIME = before;
  });

  it('answers at the path of the spec, to anyone (the login page shows it)', async () => {
    expect(ROUTES.find((r) => r.id === 'GetVersion')).toMatchObject({ method: 'GET', access: 'public' });
    expect(fullPath(ROUTES.find((r) => r.id === 'GetVersion')!)).toBe('/prod-api/upms/system/emcpSysVersion/getVersion');
    process.env.PLATFORM_BUILD_TIME = '2026-11-30T08:15:00.000Z';
    const anonymous = await invoke('GetVersion');
    expect(anonymous.status).toBe(200);
    expect(platformVersion.parse(anonymous.json.data)).toEqual({ version: ROOT_VERSION, buildTime: '2026-11-30T08:15:00.000Z' });
    expect(ROOT_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    // the same for a logged-in user; nothing else is told (no dependencies, no environment)
    const logged = await invoke('GetVersion', { token: await adminToken() });
    expect(Object.keys(logged.json.data).sort()).toEqual(['buildTime', 'version']);
  });

  it('answers a null build time when the build did not record one', async () => {
    delete process.env.PLATFORM_BUILD_TIME;
    expect((await invoke('GetVersion')).json.data).toEqual({ version: ROOT_VERSION, buildTime: null });
  });
});
