import { LOG_MAX_MONTHS } from '@aed/shared/schemas/monitor';
import { AppError } from '../../lib/app-error';
import { MONITOR_ERRORS } from '@aed/shared/errors/monitor-errors';
import { MONITOR_FIELD_ERRORS } from '@aed/shared/errors/monitor-field-errors';

/** How far back a clean walks month partitions (older logs, if any, are beyond the retention this product keeps). */
export const LOG_CLEAN_MONTHS = 36;
/** Rows one export holds at most. */
export const LOG_EXPORT_MAX = 10_000;

const monthStart = (y: number, m: number) => new Date(Date.UTC(y, m, 1));
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** Months from `end` back to `begin` (both YYYY-MM), newest first. */
export function monthsBetween(begin: string, end: string): string[] {
  const months: string[] = [];
  let [y, m] = end.split('-').map(Number);
  m -= 1;
  for (;;) {
    const key = monthKey(monthStart(y, m));
    if (key < begin) break;
    months.push(key);
    m -= 1;
    if (m < 0) {
      m = 11;
      y -= 1;
    }
  }
  return months;
}

export interface LogRange {
  /** Months to read, newest first. */
  months: string[];
  /** Inclusive lower bound and exclusive upper bound (ISO), applied inside the first and last month. */
  from: string;
  to: string;
}

/**
 * A search range (YYYY-MM-DD, UTC): absent = the current month; only a start = up to today; only an end = from the
 * start of that month. More than LOG_MAX_MONTHS months is refused, so a page walks a bounded set of partitions.
 */
export function resolveLogRange(beginTime?: string, endTime?: string, now = new Date()): LogRange {
  const today = now.toISOString().slice(0, 10);
  const end = endTime ?? (beginTime && beginTime > today ? beginTime : today);
  const begin = beginTime ?? `${end.slice(0, 7)}-01`;
  if (begin > end) throw AppError.of(MONITOR_FIELD_ERRORS, 'log.badRange');
  const months = monthsBetween(begin.slice(0, 7), end.slice(0, 7));
  if (months.length > LOG_MAX_MONTHS) throw AppError.of(MONITOR_ERRORS, 'log.rangeTooLong', { months: LOG_MAX_MONTHS });
  const to = new Date(Date.parse(`${end}T00:00:00.000Z`) + 86_400_000).toISOString();
  return { months, from: `${begin}T00:00:00.000Z`, to };
}

/** A clean: the LOG_CLEAN_MONTHS months up to now, or only what is older than `before`. */
export function resolveCleanRange(before?: string, now = new Date()): { months: string[]; to?: string } {
  const endMonth = (before ?? now.toISOString().slice(0, 10)).slice(0, 7);
  const [y, m] = endMonth.split('-').map(Number);
  const first = monthKey(monthStart(y, m - LOG_CLEAN_MONTHS));
  return { months: monthsBetween(first, endMonth), ...(before ? { to: `${before}T00:00:00.000Z` } : {}) };
}
