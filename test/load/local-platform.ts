/** A fresh in-memory local platform for a bench part (the same handlers and data modules as in AWS), loopback only. */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const BENCH_ADMIN_PASSWORD = 'Bench#2026pw';

export type Call = (method: string, p: string, token?: string, body?: unknown) => Promise<unknown>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Runs `fn` with an HTTP caller, the admin's token and the platform's base URL (where the built SPA is served);
 * `demoData` adds the demo organizations, users and devices.
 */
export async function withPlatform(repoRoot: string, options: { demoData: boolean }, fn: (call: Call, token: string, base: string) => Promise<void>): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  const { startLocalPlatform } = await import('../../functions/src/local/main');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aed-bench-'));
  const ports = new Set<number>();
  while (ports.size < 4) ports.add(await freePort());
  const [port, dynamoPort, mqttPort, mailPort] = [...ports];
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
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { code: number; msg: string; data?: unknown };
      if (json.code !== 200) throw new Error(`${method} ${p}: ${json.code} ${json.msg}`);
      return json.data;
    };
    const { token } = (await call('POST', '/upms/login', undefined, { username: 'admin', password: BENCH_ADMIN_PASSWORD })) as { token: string };
    await fn(call, token, base);
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
