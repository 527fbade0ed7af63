import { Cron, type CronCallback, type CronOptions } from 'croner';
import { parseQuartz, toCronerPattern, toEventBridgePattern } from './quartz-cron';

/**
 * Cron expressions of scheduled jobs: Quartz (functions/src/jobs/quartz-cron.ts, decision 0036), evaluated in UTC.
 * Every croner and EventBridge schedule is made from the same model, so the preview, the local scheduler and AWS
 * fire at the same times.
 */
export const CRON_TIMEZONE = 'Etc/UTC';

/** The expression's fields as typed, or null when it is not a valid job expression (including one that never fires). */
export function parseCron(expression: string): string[] | null {
  const model = parseQuartz(expression);
  if (!model) return null;
  const probe = new Cron(toCronerPattern(model), cronerOptions({ paused: true }));
  const next = probe.nextRun();
  probe.stop();
  return next ? expression.trim().split(/\s+/) : null;
}

export const isValidCron = (expression: string): boolean => parseCron(expression) !== null;

/** croner runs the pattern with AND of the day fields: one of them is always unrestricted, so that is Quartz's rule. */
const cronerOptions = (options: CronOptions): CronOptions => ({ ...options, timezone: CRON_TIMEZONE, domAndDow: true });

/** A croner job for a valid expression (throws on an invalid one): the local scheduler's timers and every preview. */
export function createCron(expression: string, options: CronOptions = {}, run?: CronCallback): Cron {
  const model = parseQuartz(expression);
  if (!model) throw new Error(`invalid cron expression: ${expression}`);
  return run ? new Cron(toCronerPattern(model), cronerOptions(options), run) : new Cron(toCronerPattern(model), cronerOptions(options));
}

/** The next `count` fire times (ISO, UTC) after `from`; [] when the expression is invalid. */
export function nextFireTimes(expression: string, count: number, from: Date = new Date()): string[] {
  if (!isValidCron(expression)) return [];
  const cron = createCron(expression, { paused: true });
  const runs = cron.nextRuns(count, from).map((d) => d.toISOString());
  cron.stop();
  return runs;
}

/** The EventBridge Scheduler expression `cron(min hour dom month dow year)` of a valid expression. */
export function toEventBridgeCron(expression: string): string {
  const model = isValidCron(expression) ? parseQuartz(expression) : null;
  if (!model) throw new Error(`invalid cron expression: ${expression}`);
  return toEventBridgePattern(model);
}
