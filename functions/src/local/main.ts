/**
 * `npm start`: the whole product on this machine with the same handlers as in Lambda.
 * DynamoDB Local (persisted in DATA_DIR), the HTTP adapter + built SPA, an MQTT broker with the IoT topic rule and
 * the IoT data plane stand-in (device commands), the job scheduler and the SES mail sink. `npm start -- --fresh`
 * wipes the data first, `--reset-admin` gives the administrator a new one-time password; the first start also writes
 * demo organizations and users unless `--no-demo` (or DEMO_DATA=false).
 */
import { closePdfBrowser } from '../pdf/pdf-browser';
import { mkdir, rm, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LocalPlatformOptions {
  dataDir: string;
  port: number;
  dynamoPort: number;
  mqttPort: number;
  mailPort: number;
  /** The IoT data stand-in (device commands, decision 0047). @default a free port */
  iotDataPort?: number;
  fresh: boolean;
  /** A new one-time password for the administrator, shown in the banner (`--reset-admin`; the data stays). */
  resetAdmin?: boolean;
  /** Keep DynamoDB in memory (tests). */
  inMemory?: boolean;
  staticDir?: string;
  adminPassword?: string;
  captchaEnabled?: boolean;
  quiet?: boolean;
  /** Demo organizations and users on the first start (local/demo-data.ts). @default true */
  demoData?: boolean;
}

export interface LocalPlatform {
  url: string;
  dynamoEndpoint: string;
  tableName: string;
  mailUrl: string;
  /** The IoT data stand-in (`Publish` forwarded to the MQTT broker). */
  iotDataUrl: string;
  generatedAdminPassword?: string;
  /** The demo users and their one-time passwords, when they were created by this start. */
  demoLogins?: { username: string; password: string }[];
  stop: () => Promise<void>;
}

const exists = (p: string) => access(p).then(() => true, () => false);

export async function startLocalPlatform(o: LocalPlatformOptions): Promise<LocalPlatform> {
  // The SDK nags about Node 20 when a client is first loaded (DynamoDB Local's check below); the README states the
  // supported versions.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = path.resolve(o.dataDir);
  if (o.fresh) await rm(dataDir, { recursive: true, force: true });
  await mkdir(path.join(dataDir, 'dynamodb'), { recursive: true });
  await mkdir(path.join(dataDir, 'keys'), { recursive: true });
  await mkdir(path.join(dataDir, 'blobs'), { recursive: true });

  const { startDynamoLocal } = await import('./dynamodb-local');
  const dynamo = await startDynamoLocal({ port: o.dynamoPort, dbPath: o.inMemory ? null : path.join(dataDir, 'dynamodb') });

  // Configuration is the only difference from AWS: set it before the data modules read it.
  const keyFile = path.join(dataDir, 'keys', 'signing-key.json');
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    TABLE_NAME: process.env.TABLE_NAME ?? 'aed-cloud',
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    SIGNING_KEY_FILE: keyFile,
    SES_ENDPOINT: `http://127.0.0.1:${o.mailPort}`,
    // Links in mails (password reset) open the app where this server serves it.
    APP_URL: `http://localhost:${o.port}`,
    // Images (logos, seals, avatars) as files; AWS sets BLOB_BUCKET instead (data/blob-store.ts). Uploads of the one
    // upload path (decision 0040) are POSTed to this server at APP_URL/local-blobs (LOCAL_BLOB_URL): open the app at
    // APP_URL, or the browser would post to another origin.
    BLOB_DIR: path.join(dataDir, 'blobs'),
    // Mail servers on a laptop or LAN are fine to test locally (AWS refuses internal targets).
    MAIL_TEST_ALLOW_PRIVATE_HOSTS: 'true',
    // The version call's build time: when this start built the product (AWS: when CDK bundled it).
    PLATFORM_BUILD_TIME: process.env.PLATFORM_BUILD_TIME ?? new Date().toISOString(),
  });
  if (!(await exists(keyFile))) {
    const { generateSigningKey } = await import('../domain/auth/signing-key');
    await writeFile(keyFile, JSON.stringify(generateSigningKey()), { mode: 0o600 });
  }

  const { dynamoClient } = await import('../data/client');
  const { createTableIfMissing } = await import('../data/create-table');
  await createTableIfMissing(dynamoClient, process.env.TABLE_NAME!);
  // The mail sink first: the demo data expires a lease, whose people are mailed (else the mail is lost at first start).
  const { startMailSink } = await import('./mail-sink');
  const mail = await startMailSink(o.mailPort);
  const { seed } = await import('../seed/seed');
  const seeded = await seed({ adminPassword: o.adminPassword, captchaEnabled: o.captchaEnabled });
  const resetPassword = o.resetAdmin && !seeded.adminCreated ? await (await import('./reset-admin')).resetAdminPassword() : undefined;
  let demoLogins: LocalPlatform['demoLogins'];
  if (seeded.adminCreated && o.demoData !== false) {
    const { seedDemoData } = await import('./demo-data');
    demoLogins = await seedDemoData();
  }

  const { startMqttBroker } = await import('./mqtt-broker');
  const { handler: telemetryHandler } = await import('../iot/telemetry-handler');
  const mqtt = await startMqttBroker(o.mqttPort, telemetryHandler);
  // Device commands go out through the IoT data plane's Publish call, here to a stand-in that hands them to the broker.
  const { startIotDataEndpoint } = await import('./iot-data-endpoint');
  const iotData = await startIotDataEndpoint(o.iotDataPort ?? 0, mqtt.publish);
  process.env.IOT_DATA_ENDPOINT = iotData.url;
  const { startScheduler } = await import('./scheduler');
  const scheduler = await startScheduler();

  const { createLocalServer } = await import('./http-adapter');
  const server: Server = createLocalServer({ staticDir: o.staticDir ?? path.join(repoRoot, 'web', 'dist') });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '0.0.0.0', () => resolve());
  });

  return {
    url: `http://localhost:${o.port}`,
    dynamoEndpoint: dynamo.endpoint,
    tableName: process.env.TABLE_NAME!,
    mailUrl: mail.url,
    iotDataUrl: iotData.url,
    generatedAdminPassword: seeded.generatedAdminPassword ?? resetPassword,
    demoLogins,
    stop: async () => {
      scheduler.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await iotData.stop();
      // the Chromium a local PDF render started (decision 0056) goes with the platform
      await closePdfBrowser();
      await mqtt.stop();
      await mail.stop();
      await dynamo.stop();
    },
  };
}

function banner(p: LocalPlatform, o: LocalPlatformOptions) {
  const login = p.generatedAdminPassword
    ? `admin / ${p.generatedAdminPassword}   (generated now and shown only this once; you must change it at first login)`
    : 'admin / your password (lost it? `npm start -- --reset-admin` prints a new one-time password; the data stays)';
  const demo = p.demoLogins
    ? `\n    Demo users    (one-time passwords, shown only this once; changed at first login)${p.demoLogins.map((l) => `\n                  ${l.username} / ${l.password}`).join('')}`
    : '';
  console.log(`
  AED Cloud is running.

    Open          ${p.url}
    Log in        ${login}${demo}
    Data          ${path.resolve(o.dataDir)}  (kept across restarts; \`npm start -- --fresh\` starts empty)
    Mail inbox    ${p.mailUrl}  (every mail the platform sends; JSON at ${p.mailUrl}/store)
    MQTT          mqtt://localhost:${o.mqttPort}  (publish JSON to aed/<serial>/telemetry; commands arrive on aed/<serial>/command)
    IoT data      ${p.iotDataUrl}  (the IoT data plane's Publish, forwarded to the broker; no shadows)
    API           ${p.url}/prod-api/openapi.json

  Press Ctrl+C to stop.
`);
}

async function main() {
  const args = process.argv.slice(2);
  const options: LocalPlatformOptions = {
    dataDir: process.env.DATA_DIR ?? path.join(repoRoot, '.data'),
    port: Number(process.env.PORT ?? 8080),
    dynamoPort: Number(process.env.DYNAMODB_PORT ?? 8000),
    mqttPort: Number(process.env.MQTT_PORT ?? 1883),
    mailPort: Number(process.env.MAIL_PORT ?? 8005),
    iotDataPort: Number(process.env.IOT_DATA_PORT ?? 8006),
    fresh: args.includes('--fresh'),
    resetAdmin: args.includes('--reset-admin'),
    adminPassword: process.env.ADMIN_PASSWORD || undefined,
    captchaEnabled: process.env.CAPTCHA_ENABLED !== 'false',
    staticDir: process.env.STATIC_DIR || undefined,
    demoData: !args.includes('--no-demo') && process.env.DEMO_DATA !== 'false',
  };
  if (process.env.LOG_LEVEL === undefined) process.env.LOG_LEVEL = 'info';
  const platform = await startLocalPlatform(options);
  banner(platform, options);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await platform.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`\n  Could not start: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
