/**
 * Calendar months and clock times in an IANA time zone, with the runtime's Intl (full ICU in Node 20): the monthly
 * report states its times in the organization's report time zone (decision 0051).
 */

/** The zone when the runtime knows it (`Asia/Shanghai`, `Europe/Paris`, `UTC`), else null. */
export function knownZone(zone: string): string | null {
  const name = zone.trim();
  if (!name) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string, ms: number): Record<string, number> {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** How far the zone's wall clock is ahead of UTC at instant `ms` (milliseconds). */
function offsetAt(zone: string, ms: number): number {
  const p = partsIn(zone, ms);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant the zone's wall clock shows midnight of the first of the month (`month` 1-12; 13 = next January). */
function monthStartMs(zone: string, year: number, month: number): number {
  const wall = Date.UTC(year, month - 1, 1);
  // Twice: the offset at the guess may differ from the offset at the answer (a DST change near midnight).
  const first = wall - offsetAt(zone, wall);
  return wall - offsetAt(zone, first);
}

/** The month `yyyy-mm` in the zone as the UTC instants [from, to). */
export function monthRange(month: string, zone: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(monthStartMs(zone, year, m)).toISOString(), to: new Date(monthStartMs(zone, year, m + 1)).toISOString() };
}

const QUARTER_HOUR = 15 * 60 * 1000;
const offsets = new Map<string, number>();

/**
 * An ISO instant as the zone's wall clock, `yyyy-mm-dd hh:mm:ss` ('' stays ''). A report writes tens of thousands of
 * times: the zone's offset is asked of Intl once per quarter hour (offsets change only on quarter hours), the text is
 * then plain arithmetic.
 */
export function zonedText(iso: string, zone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const key = `${zone}|${Math.floor(ms / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = offsetAt(zone, ms);
    if (offsets.size > 10000) offsets.clear();
    offsets.set(key, offset);
  }
  return new Date(ms + offset).toISOString().replace('T', ' ').slice(0, 19);
}
