import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { freePort } from '../setup/global-dynamodb';
import { startMqttBroker } from '../../src/local/mqtt-broker';
import { handler as telemetryHandler } from '../../src/iot/telemetry-handler';
import { applyTelemetryRule } from '../../src/iot/topic-rules';
import { handler as runJob } from '../../src/jobs/job-runner-handler';
import { TelemetryEntity } from '../../src/data/entities/telemetry-entity';
import { SessionEntity } from '../../src/data/entities/session-entity';

const waitFor = async <T>(probe: () => Promise<T | null | undefined>, ms = 5000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('telemetry topic rule', () => {
  it('adds the serial from the topic, as the IoT SQL does, and ignores other topics and non-JSON', () => {
    const event = applyTelemetryRule('aed/SN-001/telemetry', Buffer.from('{"battery":87}'));
    expect(event).toMatchObject({ battery: 87, deviceSn: 'SN-001' });
    expect(typeof event?.receivedAtMs).toBe('number');
    expect(applyTelemetryRule('aed/SN-001/other', Buffer.from('{}'))).toBeNull();
    expect(applyTelemetryRule('aed/SN-001/telemetry', Buffer.from('not json'))).toBeNull();
    expect(applyTelemetryRule('aed/SN-001/telemetry', Buffer.from('[1,2]'))).toBeNull();
  });

  it('drops invalid messages without throwing', async () => {
    expect(await telemetryHandler({ deviceSn: 'bad serial!', receivedAtMs: Date.now() })).toEqual({ stored: false });
  });

  describe('through the local MQTT broker', () => {
    let broker: { stop: () => Promise<void> };
    let port: number;
    beforeAll(async () => {
      port = await freePort();
      broker = await startMqttBroker(port, telemetryHandler);
    });
    afterAll(() => broker.stop());

    it('stores a message published by a device', async () => {
      const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`);
      await client.publishAsync('aed/SN-42/telemetry', JSON.stringify({ battery: 91, padsExpiry: '2027-05-01' }));
      await client.endAsync();
      const stored = await waitFor(async () => (await TelemetryEntity.query.byDevice({ deviceSn: 'SN-42' }).go()).data[0]);
      expect(JSON.parse(stored.payload)).toEqual({ battery: 91, padsExpiry: '2027-05-01' });
      expect(stored.ttl).toBeGreaterThan(Date.now() / 1000 + 80 * 86_400);
    });
  });
});

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
