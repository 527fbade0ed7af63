/**
 * The platform for the e2e run, in its own Node process (started by global-platform.ts with `node --import tsx`):
 * `startLocalPlatform` exactly as `npm start` calls it, run by plain Node rather than vitest's module runner
 * (vite rewrites the adapter's `import(\`../routes/${entry}.ts\`)` and cannot resolve nested route folders).
 * Options arrive as JSON in argv[2]; the platform's addresses go back over IPC; it stops on 'stop', SIGTERM,
 * or when the parent goes away.
 */
import { startLocalPlatform, type LocalPlatformOptions } from '../../functions/src/local/main';

export type PlatformMessage =
  | { type: 'ready'; url: string; dynamoEndpoint: string; tableName: string; mailUrl: string }
  | { type: 'error'; message: string }
  | { type: 'stopped' };

const send = (m: PlatformMessage) => new Promise<void>((resolve) => (process.send ? process.send(m, () => resolve()) : resolve()));

async function main() {
  const options = JSON.parse(process.argv[2] ?? '{}') as LocalPlatformOptions;
  const platform = await startLocalPlatform(options);
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Whatever happens, the process ends (DynamoDB Local's Java child is stopped by platform.stop()).
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      await platform.stop().catch((e) => console.error('stop failed', e));
      if (process.connected) await send({ type: 'stopped' });
      process.exit(0);
    })());
  process.on('message', (m) => {
    if ((m as { type?: string })?.type === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  await send({ type: 'ready', url: platform.url, dynamoEndpoint: platform.dynamoEndpoint, tableName: platform.tableName, mailUrl: platform.mailUrl });
}

main().catch(async (e) => {
  await send({ type: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  process.exit(1);
});
