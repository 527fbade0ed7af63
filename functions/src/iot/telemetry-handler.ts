import * as z from 'zod';
import { TelemetryEntity } from '../data/entities/telemetry-entity';
import { logger } from '../lib/logger';

const TELEMETRY_RETENTION_DAYS = 90;

const telemetryEvent = z
  .object({
    deviceSn: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9._-]+$/),
    receivedAtMs: z.number().int().positive(),
  })
  .passthrough();

/**
 * Target of the telemetry topic rule. Stores the raw message per device; interpreting it (status, lighting
 * rules, alarms) is the monitoring module's work. Bad messages are logged and dropped, never retried forever.
 */
export async function handler(event: unknown): Promise<{ stored: boolean }> {
  const parsed = telemetryEvent.safeParse(event);
  if (!parsed.success) {
    logger.warn('telemetry dropped: invalid message', { issues: parsed.error.issues.map((i) => i.path.join('.')) });
    return { stored: false };
  }
  const { deviceSn, receivedAtMs, ...payload } = parsed.data;
  await TelemetryEntity.create({
    deviceSn,
    receivedAt: new Date(receivedAtMs).toISOString(),
    payload: JSON.stringify(payload).slice(0, 100_000),
    ttl: Math.floor(receivedAtMs / 1000) + TELEMETRY_RETENTION_DAYS * 86_400,
  }).go();
  return { stored: true };
}
