import { createServer, type Server } from 'node:net';
import { applyTelemetryRule, TELEMETRY_RULE } from '../iot/topic-rules';
import { logger } from '../lib/logger';

/** aedes MQTT broker standing in for IoT Core, with the telemetry topic rule applied to every publish. */
export async function startMqttBroker(port: number, invoke: (event: Record<string, unknown>) => Promise<unknown>) {
  const { Aedes } = await import('aedes');
  const broker = await Aedes.createBroker();
  broker.on('publish', (packet, client) => {
    if (!client) return; // broker-internal messages
    const event = applyTelemetryRule(packet.topic, Buffer.from(packet.payload));
    if (!event) return;
    invoke(event).catch((e) => logger.error('topic rule action failed', { rule: TELEMETRY_RULE.name, error: String(e) }));
  });
  const server: Server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    /** Publishes as the platform (IoT Core's own publish: the topic rule does not see it). */
    publish: (topic: string, payload: Buffer, qos: 0 | 1, retain = false) =>
      new Promise<void>((resolve, reject) =>
        broker.publish({ cmd: 'publish', topic, payload, qos, retain, dup: false }, (error) => (error ? reject(error) : resolve())),
      ),
    stop: () => new Promise<void>((resolve) => broker.close(() => server.close(() => resolve()))),
  };
}
