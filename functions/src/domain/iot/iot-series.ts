import { IOT_SERIES_MAX_GROUP_PARTS, IOT_SERIES_MAX_POINTS, type IotSeries, type IotSeriesPoint } from '@aed/shared/schemas/iot-data';
import { LIGHT_SEVERITY, type LightColour, type MonitorItemType } from '@aed/shared/schemas/monitor-item';
import type { TelemetryValue } from '@aed/shared/schemas/telemetry';

/**
 * The chart of a device's messages (decision 0049), pure: one line per single value, a data set as its mean, a pairing
 * group as one line per part (the first IOT_SERIES_MAX_GROUP_PARTS names by name). Points are by device time. With more
 * messages than IOT_SERIES_MAX_POINTS, each line is averaged in equal buckets of the range and a point keeps the
 * bucket's min, max and worst colour, so a short red spike still shows in colour and in the min/max.
 */

export interface SeriesItem {
  itemCode: string;
  itemName: string;
  itemType: MonitorItemType;
}

export interface SeriesMessage {
  deviceTimeMs: number;
  values: Record<string, TelemetryValue>;
  /** By code as sent. */
  colours: Record<string, LightColour>;
}

type Colour = LightColour | '';
const worse = (a: Colour, b: Colour): Colour => (!a ? b : !b ? a : LIGHT_SEVERITY[b] > LIGHT_SEVERITY[a] ? b : a);
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** The numbers a value charts: its own key (single value, data set's mean) or a part's key of a pairing group. */
function partsOf(value: TelemetryValue): [string | undefined, number][] {
  if (typeof value === 'number') return [[undefined, value]];
  if (Array.isArray(value)) return value.length ? [[undefined, mean(value)]] : [];
  return Object.entries(value);
}

export function buildSeries(
  items: ReadonlyMap<string, SeriesItem>,
  messages: readonly SeriesMessage[],
  range: { fromMs: number; toMs: number },
): { series: IotSeries[]; bucketMs: number } {
  const lines = new Map<string, IotSeries>();
  const groupParts = new Map<string, Set<string>>();
  const ordered = [...messages].sort((a, b) => a.deviceTimeMs - b.deviceTimeMs);
  for (const m of ordered) {
    for (const [code, value] of Object.entries(m.values)) {
      const item = items.get(code.toLowerCase());
      if (!item) continue;
      const colour: Colour = m.colours[code] ?? '';
      for (const [part, v] of partsOf(value)) {
        if (part !== undefined) {
          const seen = groupParts.get(item.itemCode) ?? new Set<string>();
          groupParts.set(item.itemCode, seen);
          seen.add(part);
        }
        const key = part === undefined ? item.itemCode : `${item.itemCode}.${part}`;
        let line = lines.get(key);
        if (!line) {
          line = { key, itemCode: item.itemCode, itemName: item.itemName, itemType: item.itemType, ...(part === undefined ? {} : { part }), points: [] };
          lines.set(key, line);
        }
        line.points.push({ t: m.deviceTimeMs, v, min: v, max: v, colour, n: 1 });
      }
    }
  }
  // a group's first parts by name; the others stay in the message table
  const kept = new Map([...groupParts].map(([code, parts]) => [code, new Set([...parts].sort().slice(0, IOT_SERIES_MAX_GROUP_PARTS))]));
  const series = [...lines.values()]
    .filter((l) => l.part === undefined || kept.get(l.itemCode)?.has(l.part))
    .sort((a, b) => a.key.localeCompare(b.key));
  if (ordered.length <= IOT_SERIES_MAX_POINTS) return { series, bucketMs: 0 };
  const bucketMs = Math.ceil((range.toMs - range.fromMs) / IOT_SERIES_MAX_POINTS);
  return { series: series.map((l) => ({ ...l, points: downsample(l.points, range.fromMs, bucketMs) })), bucketMs };
}

function downsample(points: IotSeriesPoint[], fromMs: number, bucketMs: number): IotSeriesPoint[] {
  const buckets = new Map<number, IotSeriesPoint[]>();
  for (const p of points) {
    // a device clock off the arrival range lands in the first or last bucket
    const i = Math.min(IOT_SERIES_MAX_POINTS - 1, Math.max(0, Math.floor((p.t - fromMs) / bucketMs)));
    const bucket = buckets.get(i) ?? [];
    buckets.set(i, bucket);
    bucket.push(p);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, ps]) => ({
      t: Math.round(mean(ps.map((p) => p.t))),
      v: mean(ps.map((p) => p.v)),
      min: Math.min(...ps.map((p) => p.min)),
      max: Math.max(...ps.map((p) => p.max)),
      colour: ps.reduce<Colour>((c, p) => worse(c, p.colour), ''),
      n: ps.length,
    }));
}
