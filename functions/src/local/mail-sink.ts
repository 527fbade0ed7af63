import type { Server } from 'node:http';

/** aws-ses-v2-local: the SES v1/v2 API on a local port; mails are listed at GET /store and shown at /. */
export async function startMailSink(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const mod = await import('aws-ses-v2-local');
  const start = (mod.default as unknown as { default?: typeof mod.default }).default ?? mod.default;
  const server = (await start({ port, host: '127.0.0.1' })) as unknown as Server;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
