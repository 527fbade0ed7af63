/** A fresh in-memory local platform for a bench part (the same handlers and data modules as in AWS), loopback only. */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Login } from '@aed/shared/routes/auth.routes';
import { UpdatePassword } from '@aed/shared/routes/profile.routes';

const BENCH_ADMIN_PASSWORD = 'Bench#2026pw';
/** The seeded admin's password is one-time (it must be changed before anything else): the bench changes it first. */
const BENCH_ADMIN_CHANGED_PASSWORD = 'Bench#2026pw-changed';

export type Call = (method: string, p: string, token?: string, body?: unknown) => Promise<unknown>;

/** A free loopback port (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

let processPorts: number[] | undefined;

async function fourFreePorts(): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < 4) ports.add(await freePort());
  return [...ports];
}

/**
 * Runs `fn` with an HTTP caller, the admin's token and the platform's base URL (where the built SPA is served);
 * `demoData` adds the demo organizations, users and devices.
 */
export async function withPlatform(repoRoot: string, options: { demoData: boolean }, fn: (call: Call, token: string, base: string) => Promise<void>): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  const { startLocalPlatform } = await import('../../functions/src/local/main');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aed-bench-'));
  // The same ports for every platform of this process: the data layer builds its DynamoDB client once per process,
  // from the endpoint of the first platform, so a later part must find DynamoDB Local where that client looks.
  processPorts ??= await fourFreePorts();
  const [port, dynamoPort, mqttPort, mailPort] = processPorts;
  const platform = await startLocalPlatform({
    dataDir,
    port,
    dynamoPort,
    mqttPort,
    mailPort,
    fresh: true,
    inMemory: true,
    adminPassword: BENCH_ADMIN_PASSWORD,
    captchaEnabled: false,
    demoData: options.demoData,
    staticDir: path.join(repoRoot, 'web', 'dist'),
    quiet: true,
  });
  try {
    const base = platform.url.replace('://localhost', '://127.0.0.1');
    const call: Call = async (method, p, token, body) => {
      const res = await fetch(`${base}/prod-api${p}`, {
        method,
        // as the SPA calls: it always sends its UI language (the server names built-in records in it)
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { code: number; msg: string; data?: unknown };
      if (json.code !== 200) throw new Error(`${method} ${p}: ${json.code} ${json.msg}`);
      return json.data;
    };
    const login = async (password: string) => ((await call('POST', Login.path, undefined, { username: 'admin', password })) as { token: string }).token;
    await call(UpdatePassword.method, UpdatePassword.path, await login(BENCH_ADMIN_PASSWORD), { oldPassword: BENCH_ADMIN_PASSWORD, newPassword: BENCH_ADMIN_CHANGED_PASSWORD });
    await fn(call, await login(BENCH_ADMIN_CHANGED_PASSWORD), base);
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
