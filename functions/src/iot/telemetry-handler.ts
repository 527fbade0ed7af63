import * as z from 'zod';
import { storeTelemetry } from '../data/access/telemetry';
import { logger } from '../lib/logger';

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
  await storeTelemetry({ deviceSn, receivedAtMs, payload: JSON.stringify(payload) });
  return { stored: true };
}
