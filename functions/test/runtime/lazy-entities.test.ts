import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { httpEvent } from '../helpers';
import { routeById, routeEntry } from '../../src/routes/route-table';
import type { ApiHandler } from '../../src/lib/define-handler';

/**
 * A cold start pays only for the ElectroDB entities its request touches (data/lazy-entity.ts): building every entity
 * of the table at import cost about a second of CPU on a loaded core. `vi.resetModules()` stands for a new container:
 * the modules imported after it are evaluated afresh, so the entities they build are counted from zero.
 */
describe('ElectroDB entities are built on first use', () => {
  it('importing a handler builds none; authenticating its request builds only the published keys, the session and the parameter it reads', async () => {
    const { createSession } = await import('../../src/data/access/sessions');
    const { signSessionToken } = await import('../../src/domain/auth/session-start');
    const sessionId = randomUUID();
    const now = new Date().toISOString();
    // a session without the route's permission: the request ends after authentication (403), before any domain call
    await createSession({
      sessionId,
      userId: 987_654,
      username: 'lazy',
      deptId: 100,
      deptName: '',
      deptPath: '0,100,',
      roles: ['user'],
      permissions: [],
      dataScope: '{"all":false,"subtrees":[],"exact":[]}',
      ipaddr: '',
      browser: '',
      os: '',
      loginTime: now,
      lastAccessTime: now,
      idleMinutes: 30,
      ttl: Math.floor(Date.now() / 1000) + 1800,
      passwordKind: 'chosen',
      passwordChangedAt: now,
    });
    const token = await signSessionToken(987_654, sessionId);

    vi.resetModules();
    const { builtEntityNames } = await import('../../src/data/lazy-entity');
    const entry = new URL(`../../src/routes/${routeEntry(routeById('DevicePage'))}.ts`, import.meta.url).pathname;
    const { handler } = (await import(/* @vite-ignore */ entry)) as { handler: ApiHandler };
    expect(builtEntityNames()).toEqual([]);

    const result = await handler(httpEvent('DevicePage', { token }), { awsRequestId: 'lazy' } as Context);
    expect(result.statusCode).toBe(403);
    expect(builtEntityNames()).toEqual(['publishedJwks', 'session', 'config']);
  });

  it('a transaction builds only the entities its items use', async () => {
    vi.resetModules();
    const { builtEntityNames } = await import('../../src/data/lazy-entity');
    const { writeTransaction } = await import('../../src/data/access/transactions');
    const { moveCounter } = await import('../../src/data/access/counters');
    const { CounterEntity } = await import('../../src/data/entities/counter-entity');
    expect(await writeTransaction({ counter: CounterEntity }, ({ counter }, add) => add('probe', moveCounter(counter, `lazy#${randomUUID()}`, 1)))).toBeNull();
    expect(builtEntityNames()).toEqual(['counter']);
  });
});
