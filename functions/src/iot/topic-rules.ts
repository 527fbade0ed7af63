/**
 * IoT Core topic rules, one definition for CDK (infra) and the local MQTT broker: the local broker applies the
 * same topic filter and adds the same fields the SQL adds, then calls the same handler.
 */
export const TELEMETRY_RULE = {
  name: 'aedTelemetry',
  topicFilter: 'aed/+/telemetry',
  sql: "SELECT *, topic(2) AS deviceSn, timestamp() AS receivedAtMs FROM 'aed/+/telemetry'",
  entry: 'iot/telemetry-handler',
} as const;

/** What the SQL above gives the Lambda, computed the same way locally. */
export function applyTelemetryRule(topic: string, payload: Buffer): Record<string, unknown> | null {
  const parts = topic.split('/');
  if (parts.length !== 3 || parts[0] !== 'aed' || parts[2] !== 'telemetry' || !parts[1]) return null;
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return null; // IoT Core drops non-JSON payloads for SELECT * rules too
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  return { ...(body as Record<string, unknown>), deviceSn: parts[1], receivedAtMs: Date.now() };
}
