import { describe, expect, it } from 'vitest';
import { handler as runJob } from '../../src/jobs/job-runner-handler';
import { SessionEntity } from '../../src/data/entities/session-entity';


describe('job runner', () => {
  it('runs a registered job and removes only idle sessions', async () => {
    const now = Math.floor(Date.now() / 1000);
    const base = { userId: 9, username: 'u', deptId: 100, deptPath: '0,100,', loginTime: new Date().toISOString(), lastAccessTime: new Date().toISOString(), idleMinutes: 30 };
    await SessionEntity.create({ ...base, sessionId: 'idle-1', ttl: now - 10 }).go();
    await SessionEntity.create({ ...base, sessionId: 'live-1', ttl: now + 600 }).go();
    const result = await runJob({ job: 'cleanExpiredSessions' });
    expect(result.job).toBe('cleanExpiredSessions');
    expect(result.affected).toBeGreaterThanOrEqual(1);
    expect((await SessionEntity.get({ sessionId: 'idle-1' }).go()).data).toBeNull();
    expect((await SessionEntity.get({ sessionId: 'live-1' }).go()).data).not.toBeNull();
  });

  it('refuses a job that is not registered', async () => {
    await expect(runJob({ job: 'rm -rf /' })).rejects.toThrow(/Unknown job/);
  });
});
