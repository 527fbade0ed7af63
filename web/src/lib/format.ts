/**
 * Dates of spec section 9: shown as year-month-day hour:minute:second in the browser's time zone (stored as UTC);
 * a 10-digit number is Unix seconds, a longer one milliseconds.
 */
export function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    date = new Date(String(Math.trunc(n)).length === 10 ? n * 1000 : n);
  } else date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(value: string | number | Date | null | undefined, withTime = true): string {
  const d = toDate(value);
  if (!d) return '';
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : date;
}

export const formatDate = (value: string | number | Date | null | undefined) => formatDateTime(value, false);
