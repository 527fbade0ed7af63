import * as z from 'zod';
import { cursorPageFields, emptyToUndefined, optionalText } from '../api/envelope';
import { LIGHT_COLOURS, MONITOR_ITEM_TYPES } from './monitor-item';
import { DEVICE_EVENTS, telemetryValue } from './telemetry';

/**
 * The IoT data screen (docs/decisions/0049-iot-data-screen.md): one device's telemetry messages over a range of
 * arrival time, as a table (cursor pages, newest first) and as a chart (a bounded series per monitoring item).
 */

/** Messages are kept 90 days (decision 0047): a range may not be longer, nor start before. */
export const IOT_DATA_RETENTION_DAYS = 90;
/** Clock slack between the browser and the server when a range starts at the retention limit. */
export const IOT_DATA_RETENTION_SLACK_MS = 10 * 60_000;
/** Points of one series at most: above, messages are averaged in equal time buckets (decision 0049). */
export const IOT_SERIES_MAX_POINTS = 500;
/** Messages one chart reads at most (90 days at 15-minute reports fit); beyond, the newest are charted and `truncated`. */
export const IOT_SERIES_MAX_MESSAGES = 9000;
/** Parts of a pairing group charted at most (each a line); a data set is charted as its mean. */
export const IOT_SERIES_MAX_GROUP_PARTS = 6;

const DAY_MS = 86_400_000;

/** What is wrong with a range; the error code is `iotData.<problem>` (shared/src/errors/iot-data-errors.ts). */
export type IotRangeProblem = 'rangeOrder' | 'rangeTooLong' | 'rangeBeforeRetention';

/** What is wrong with a range [from, to) of arrival time at `nowMs`, or null; the server's rule, the screen checks too. */
export function iotRangeProblem(from: string, to: string, nowMs: number): IotRangeProblem | null {
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  if (!(fromMs < toMs)) return 'rangeOrder';
  if (toMs - fromMs > IOT_DATA_RETENTION_DAYS * DAY_MS) return 'rangeTooLong';
  if (fromMs < nowMs - IOT_DATA_RETENTION_DAYS * DAY_MS - IOT_DATA_RETENTION_SLACK_MS) return 'rangeBeforeRetention';
  return null;
}

const isoInstant = z.iso.datetime({ offset: true });

/** A device and a range of arrival time [from, to). */
export const iotDataRange = z.object({
  deviceId: z.coerce.number().int().positive(),
  from: isoInstant,
  to: isoInstant,
});
export type IotDataRange = z.infer<typeof iotDataRange>;

export const iotMessagePageQuery = iotDataRange.extend(cursorPageFields);
export type IotMessagePageQuery = z.infer<typeof iotMessagePageQuery>;
export const iotSeriesQuery = iotDataRange;
export type IotSeriesQuery = z.infer<typeof iotSeriesQuery>;

/** One value of a message: the code as sent, the preset's name when it is one of the device's, the colour it was lit. */
export const iotMessageValue = z.object({
  code: z.string(),
  itemName: z.string(),
  value: telemetryValue,
  /** The colour the value was lit at arrival ('' when not a monitoring item of the device or not lit). */
  colour: z.enum([...LIGHT_COLOURS, '']),
});
export type IotMessageValue = z.infer<typeof iotMessageValue>;

export const iotMessageRecord = z.object({
  msgId: z.string(),
  receivedAt: z.string(),
  deviceTime: z.string(),
  values: z.array(iotMessageValue),
  events: z.array(z.enum(DEVICE_EVENTS)),
  batteryVoltage: z.number().optional(),
  selfTest: z.enum(['pass', 'fail']).optional(),
  door: z.enum(['open', 'closed']).optional(),
  gps: z.object({ lat: z.number(), lng: z.number(), accuracyM: z.number().optional() }).optional(),
});
export type IotMessageRecord = z.infer<typeof iotMessageRecord>;

/** A point: device time (ms), the value (a bucket's mean), its range in the bucket, and the worst colour lit. */
export const iotSeriesPoint = z.object({
  t: z.number(),
  v: z.number(),
  min: z.number(),
  max: z.number(),
  colour: z.enum([...LIGHT_COLOURS, '']),
  /** Messages in the point (1 unless downsampled). */
  n: z.number(),
});
export type IotSeriesPoint = z.infer<typeof iotSeriesPoint>;

/** One line of the chart: a single value, a data set's mean, or one part of a pairing group (`part`). */
export const iotSeries = z.object({
  key: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  itemType: z.enum(MONITOR_ITEM_TYPES),
  part: z.string().optional(),
  points: z.array(iotSeriesPoint),
});
export type IotSeries = z.infer<typeof iotSeries>;

export const iotSeriesResult = z.object({
  series: z.array(iotSeries),
  /** Messages read. */
  messages: z.number(),
  /** Bucket width when downsampled (ms), 0 when every message is a point. */
  bucketMs: z.number(),
  /** More than IOT_SERIES_MAX_MESSAGES arrived in the range: the chart covers [coveredFrom, to). */
  truncated: z.boolean(),
  coveredFrom: z.string(),
});
export type IotSeriesResult = z.infer<typeof iotSeriesResult>;

/**
 * The device picker: devices in the caller's scope by serial number (or name, product code); or, with `deviceId`, that
 * one device if it is in the scope (a link naming the device: the screen shows its serial number), else none.
 */
export const iotDeviceOptionsQuery = z.object({ keyword: optionalText(64), deviceId: emptyToUndefined(z.coerce.number().int().positive()) });
export type IotDeviceOptionsQuery = z.infer<typeof iotDeviceOptionsQuery>;
export const IOT_DEVICE_OPTIONS_MAX = 20;
export const iotDeviceOption = z.object({ deviceId: z.number(), serialNumber: z.string(), equipmentName: z.string() });
export type IotDeviceOption = z.infer<typeof iotDeviceOption>;
