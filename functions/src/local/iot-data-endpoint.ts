import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from '../lib/logger';

/** IoT Core's limit of one message's payload. */
const MAX_PAYLOAD_BYTES = 128 * 1024;

export type LocalPublish = (topic: string, payload: Buffer, qos: 0 | 1, retain: boolean) => Promise<void>;

/**
 * The IoT data plane of `npm start` (decision 0047, "Device commands"): the REST call `@aws-sdk/client-iot-data-plane`
 * makes for `Publish` (`POST /topics/{topic}?qos=&retain=`, the payload as the body), forwarded to the aedes broker.
 * Device shadows (`/things/...`) are not kept locally and are refused with 405 MethodNotAllowedException and a message
 * saying so; any other call is 404. Signatures are not checked (it listens on 127.0.0.1 only).
 */
export async function startIotDataEndpoint(port: number, publish: LocalPublish): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    handle(req, res, publish).catch((e) => {
      logger.error('local IoT data endpoint failed', { error: String(e) });
      refuse(res, 500, 'InternalFailureException', 'The local IoT data endpoint could not forward the message to the MQTT broker');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}

function refuse(res: ServerResponse, status: number, type: string, message: string): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ message }));
}

async function handle(req: IncomingMessage, res: ServerResponse, publish: LocalPublish): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/things/') || url.pathname === '/things') {
    req.resume();
    return refuse(res, 405, 'MethodNotAllowedException', 'Device shadows are not available locally: the IoT data stand-in of npm start implements Publish only (decision 0047)');
  }
  const topicMatch = /^\/topics\/(.+)$/.exec(url.pathname);
  if (req.method !== 'POST' || !topicMatch) {
    req.resume();
    return refuse(res, 404, 'ResourceNotFoundException', `The local IoT data stand-in implements Publish (POST /topics/{topic}) only, not ${req.method} ${url.pathname}`);
  }
  let topic: string;
  try {
    topic = decodeURIComponent(topicMatch[1]);
  } catch {
    req.resume();
    return refuse(res, 400, 'InvalidRequestException', 'The topic is not a valid URI component');
  }
  const qos = url.searchParams.get('qos') ?? '0';
  if (qos !== '0' && qos !== '1') {
    req.resume();
    return refuse(res, 400, 'InvalidRequestException', 'qos must be 0 or 1');
  }
  if (!topic || topic.includes('+') || topic.includes('#') || topic.startsWith('$')) {
    req.resume();
    return refuse(res, 400, 'InvalidRequestException', 'The topic must be a topic name (no wildcards, no reserved $ topics)');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_PAYLOAD_BYTES) return refuse(res, 413, 'RequestEntityTooLargeException', `The payload exceeds ${MAX_PAYLOAD_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  await publish(topic, Buffer.concat(chunks), qos === '1' ? 1 : 0, url.searchParams.get('retain') === 'true');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{}');
}
