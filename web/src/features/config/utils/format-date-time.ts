const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A stored (UTC) timestamp shown as `YYYY-MM-DD HH:mm:ss` in the browser's local time (spec section 9).
 * Accepts ISO strings and epoch numbers; a 10-digit number is Unix seconds. Unparseable input is shown as is.
 */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let input: string | number = value;
  if (typeof input === 'string' && /^\d+$/.test(input)) input = Number(input);
  if (typeof input === 'number' && String(Math.trunc(input)).length === 10) input *= 1000;
  const d = new Date(input);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
