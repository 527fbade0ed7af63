import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (infra/src/ -> ../..); the handler build resolves packages from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FUNCTIONS_SRC = path.join(REPO_ROOT, 'functions', 'src');
/** The SPA build; deployed to S3 only when it exists at synth time. */
export const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');

/** Handler module of a route (`entry` from the route table), exporting `handler`. */
export const routeEntryFile = (entry: string): string => path.join(FUNCTIONS_SRC, 'routes', `${entry}.ts`);

/** The non-route handlers CDK wires up. */
export const HANDLER_FILES = {
  telemetry: path.join(FUNCTIONS_SRC, 'iot', 'telemetry-handler.ts'),
  jobRunner: path.join(FUNCTIONS_SRC, 'jobs', 'job-runner-handler.ts'),
  scheduleSync: path.join(FUNCTIONS_SRC, 'jobs', 'schedule-sync-handler.ts'),
  taskWorker: path.join(FUNCTIONS_SRC, 'tasks', 'task-worker-handler.ts'),
  seed: path.join(FUNCTIONS_SRC, 'seed', 'seed-handler.ts'),
  pdf: path.join(FUNCTIONS_SRC, 'pdf', 'pdf-handler.ts'),
} as const;
