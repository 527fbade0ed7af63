import { TelemetryEntity } from '../entities/telemetry-entity';

/** How long a raw telemetry message is kept (DynamoDB TTL removes it after). */
const TELEMETRY_RETENTION_DAYS = 90;

export interface TelemetryMessage {
  deviceSn: string;
  receivedAtMs: number;
  /** The message as received, JSON (cut at 100,000 characters). */
  payload: string;
}

/** Stores one raw telemetry message of a device (the telemetry topic rule's target). */
export async function storeTelemetry({ deviceSn, receivedAtMs, payload }: TelemetryMessage): Promise<void> {
  await TelemetryEntity.create({
    deviceSn,
    receivedAt: new Date(receivedAtMs).toISOString(),
    payload: payload.slice(0, 100_000),
    ttl: Math.floor(receivedAtMs / 1000) + TELEMETRY_RETENTION_DAYS * 86_400,
  }).go();
}
