import { IoTDataPlaneClient, PublishCommand } from '@aws-sdk/client-iot-data-plane';
import { env, localCredentials } from '../lib/env';

/**
 * Publishes to a device through the IoT data plane (`Publish`, decision 0047 "Device commands"). AWS: the account's
 * IoT data endpoint with the route's own rights (iot:Publish on `topic/aed/*\/command` only). Locally the endpoint is
 * the stand-in of `npm start` (local/iot-data-endpoint.ts), a plain `http://` address on this machine, which takes
 * any credentials and forwards to the aedes broker.
 */
let current: { endpoint: string; client: IoTDataPlaneClient } | undefined;

function dataPlane(): IoTDataPlaneClient {
  const endpoint = env.iotDataEndpoint;
  if (!endpoint) throw new Error('IOT_DATA_ENDPOINT is not set: there is nowhere to publish device commands');
  if (current?.endpoint !== endpoint) {
    const local = endpoint.startsWith('http://');
    current = { endpoint, client: new IoTDataPlaneClient({ region: env.region, endpoint, ...(local ? { credentials: localCredentials } : {}) }) };
  }
  return current.client;
}

/** One JSON message on `topic` with the given QoS (not retained: a command is for a device that is listening now or comes back within the session). */
export async function publishJson(topic: string, message: unknown, qos: 0 | 1): Promise<void> {
  await dataPlane().send(new PublishCommand({ topic, qos, payload: new TextEncoder().encode(JSON.stringify(message)) }));
}
