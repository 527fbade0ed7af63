/**
 * vitest globalSetup of the e2e project: the product started exactly as `npm start` starts it (DynamoDB Local,
 * seed, mail sink, MQTT, scheduler, HTTP server with the built SPA) by `startLocalPlatform`, on free ports and a
 * fresh data directory, in a child Node process (platform-process.ts). Tests get its addresses via `inject`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { LocalPlatformOptions } from '../../functions/src/local/main';
import type { PlatformMessage } from './platform-process';

export const ADMIN_INITIAL_PASSWORD = 'Admin#2026pw';

declare module 'vitest' {
  export interface ProvidedContext {
    url: string;
    dynamoEndpoint: string;
    tableName: string;
    mailUrl: string;
    /** The local MQTT broker (devices publish telemetry and receive commands there). */
    mqttUrl: string;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

/** A port nobody listens on right now (bound then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Four distinct free ports. */
export async function freePorts(n: number): Promise<number[]> {
  const ports = new Set<number>();
  for (let i = 0; ports.size < n && i < 50; i++) ports.add(await freePort());
  if (ports.size < n) throw new Error('could not find free ports');
  return [...ports];
}

const PLATFORM_LOG = process.env.E2E_PLATFORM_LOG ?? path.join(os.tmpdir(), 'aed-e2e-platform.log');
/** How long the platform may take to start (E2E_START_TIMEOUT_MS: a loaded machine needs more than the 120 s default). */
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS) || 120_000;

/**
 * Starts the platform in a child Node process (see platform-process.ts) and waits for its addresses. Its request
 * log goes to PLATFORM_LOG; error lines are also shown here.
 */
async function startPlatformProcess(options: LocalPlatformOptions): Promise<{ child: ChildProcess; ready: Extract<PlatformMessage, { type: 'ready' }> }> {
  const log = createWriteStream(PLATFORM_LOG, { flags: 'w' });
  const child = fork(path.join(here, 'platform-process.ts'), [JSON.stringify(options)], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, CHECK_RESPONSES: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.on('data', (d: Buffer) => {
    log.write(d);
    process.stderr.write(`[platform] ${d.toString()}`);
  });
  child.once('exit', () => log.end());
  const ready = await new Promise<Extract<PlatformMessage, { type: 'ready' }>>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`e2e: the platform did not start within ${START_TIMEOUT_MS / 1000} s (log: ${PLATFORM_LOG})`));
    }, START_TIMEOUT_MS);
    child.on('message', (m: PlatformMessage) => {
      if (m.type === 'ready') {
        clearTimeout(timer);
        resolve(m);
      } else if (m.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`e2e: the platform could not start: ${m.message}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e: the platform process exited (${code}) before it was ready (log: ${PLATFORM_LOG})`));
    });
  });
  return { child, ready };
}

async function stopPlatformProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send({ type: 'stop' });
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

export default async function setup(project: TestProject) {
  // E2E_STATIC_DIR: a SPA built elsewhere (`vite build --outDir`), so parallel runs do not share web/dist.
  const staticDir = process.env.E2E_STATIC_DIR ?? path.join(repoRoot, 'web', 'dist');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`e2e: ${path.join(staticDir, 'index.html')} is missing. Build the SPA first: npm run build -w web (npm run test:e2e does it).`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aed-e2e-'));
  const [port, dynamoPort, mqttPort, mailPort] = await freePorts(4);
  const { child, ready } = await startPlatformProcess({
    dataDir,
    port,
    dynamoPort,
    mqttPort,
    mailPort,
    fresh: true,
    staticDir,
    adminPassword: ADMIN_INITIAL_PASSWORD,
    captchaEnabled: true,
    quiet: true,
  });
  project.provide('url', ready.url);
  project.provide('dynamoEndpoint', ready.dynamoEndpoint);
  project.provide('tableName', ready.tableName);
  project.provide('mailUrl', ready.mailUrl);
  project.provide('mqttUrl', `mqtt://127.0.0.1:${mqttPort}`);

  return async () => {
    await stopPlatformProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
}
