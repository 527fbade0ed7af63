import { ingestTelemetry, type IngestOutcome } from '../domain/iot/telemetry-ingest';

/**
 * Target of the telemetry topic rule (`topic-rules.ts`): the message with the fields the rule adds. A dropped or
 * duplicate message answers normally (never retried); only a failure to write throws, for the invocation's retry.
 */
export async function handler(event: unknown): Promise<IngestOutcome> {
  return ingestTelemetry(event);
}
