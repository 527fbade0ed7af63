import { Cron } from 'croner';

/**
 * Cron expressions of scheduled jobs: 6 fields, seconds first (`sec min hour dom month dow`), evaluated in UTC.
 * `?` (AWS/Quartz style "no specific value") is accepted in day-of-month or day-of-week. The seconds field
 * must be a single number because EventBridge Scheduler fires at minute granularity; day-of-month and
 * day-of-week cannot both be restricted (EventBridge needs one of them to be `?`).
 */
export const CRON_TIMEZONE = 'Etc/UTC';

const isWildcard = (field: string) => field === '*' || field === '?';

/** The six fields, or null when the expression is not valid for both croner and EventBridge. */
export function parseCron(expression: string): string[] | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 6) return null;
  const [seconds, , , dom, , dow] = fields;
  if (!/^\d{1,2}$/.test(seconds) || Number(seconds) > 59) return null;
  if (!isWildcard(dom) && !isWildcard(dow)) return null;
  if (dom === '?' && dow === '?') return null;
  try {
    const cron = new Cron(fields.join(' '), { paused: true, timezone: CRON_TIMEZONE });
    const next = cron.nextRun();
    cron.stop();
    return next ? fields : null;
  } catch {
    return null;
  }
}

export const isValidCron = (expression: string): boolean => parseCron(expression) !== null;

/** The next `count` fire times (ISO, UTC) after `from`; [] when the expression is invalid. */
export function nextFireTimes(expression: string, count: number, from: Date = new Date()): string[] {
  const fields = parseCron(expression);
  if (!fields) return [];
  const cron = new Cron(fields.join(' '), { paused: true, timezone: CRON_TIMEZONE });
  const runs = cron.nextRuns(count, from).map((d) => d.toISOString());
  cron.stop();
  return runs;
}

/** Day-of-week numbers: cron 0-7 (0 and 7 Sunday) -> EventBridge 1-7 (1 Sunday); names are kept. */
function eventBridgeDayOfWeek(field: string): string {
  const day = (n: string) => String((Number(n) % 7) + 1);
  return field
    .split(',')
    .map((part) => {
      const [range, step] = part.split('/');
      const [base, nth] = range.split('#');
      const converted = base === '*' ? '*' : base.split('-').map((n) => (/^\d+$/.test(n) ? day(n) : n)).join('-');
      return `${converted}${nth !== undefined ? `#${nth}` : ''}${step !== undefined ? `/${step}` : ''}`;
    })
    .join(',');
}

/**
 * `sec min hour dom month dow` -> EventBridge `cron(min hour dom month dow year)`: the seconds are dropped,
 * one of dom/dow becomes `?`, day-of-week numbers are shifted to EventBridge's 1 = Sunday, year is `*`.
 */
export function toEventBridgeCron(expression: string): string {
  const fields = parseCron(expression);
  if (!fields) throw new Error(`invalid cron expression: ${expression}`);
  const [, minute, hour, dom, month, dow] = fields;
  const dowRestricted = !isWildcard(dow);
  const ebDom = dowRestricted ? '?' : dom === '?' ? '*' : dom;
  const ebDow = dowRestricted ? eventBridgeDayOfWeek(dow) : '?';
  return `cron(${minute} ${hour} ${ebDom} ${month} ${ebDow} *)`;
}
