import type { CursorPage } from '@aed/shared/api/envelope';
import type { Language } from '@aed/shared/constants/limits';
import { builtInMonitorItemName } from '@aed/shared/i18n/built-in/monitor-items';
import { shownText } from '@aed/shared/i18n/built-in/text';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import { IOT_DATA_ERRORS } from '@aed/shared/errors/iot-data-errors';
import {
  IOT_DATA_RETENTION_DAYS,
  IOT_DEVICE_OPTIONS_MAX,
  IOT_SERIES_MAX_MESSAGES,
  iotRangeProblem,
  type IotDataRange,
  type IotDeviceOption,
  type IotDeviceOptionsQuery,
  type IotMessagePageQuery,
  type IotMessageRecord,
  type IotSeriesResult,
} from '@aed/shared/schemas/iot-data';
import type { LightColour } from '@aed/shared/schemas/monitor-item';
import type { TelemetryMessage } from '@aed/shared/schemas/telemetry';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { getDeviceInScope } from '../../data/access/devices/device-reads';
import { devicePartitionsOf, listDevices } from '../../data/access/devices/device-lists';
import { listAllMonitorItems } from '../../data/access/monitor-items';
import { countDeviceMessages, newestDeviceMessages, pageDeviceMessages, type DeviceMessageRange } from '../../data/access/telemetry-reads';
import type { DeviceItem } from '../../data/entities/device-entity';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { buildSeries, type SeriesItem } from './iot-series';

/** The IoT data screen (decision 0049): a device of the caller's scope, its messages over a range, their chart. */

/** Devices of the caller's scope whose serial number (or name, product code, IoT code) holds the keyword, or the one asked by id. */
export async function iotDeviceOptions(actor: Actor, query: IotDeviceOptionsQuery): Promise<IotDeviceOption[]> {
  // one device by id (the screen opened by a link): in scope or nothing, as the picker answers a serial it does not find
  const devices = query.deviceId
    ? [await getDeviceInScope(actor.scope, query.deviceId)].filter((d): d is DeviceItem => !!d)
    : await listDevices(devicePartitionsOf(actor.scope), { keyword: query.keyword?.toLowerCase() }, IOT_DEVICE_OPTIONS_MAX);
  return devices.map((d) => ({ deviceId: d.deviceId, serialNumber: d.serialNumber, equipmentName: d.equipmentName }));
}

/** The range checked (the same rule as the screen's) and the device in scope: any other answers `device.notFound`. */
async function deviceRange(actor: Actor, query: IotDataRange): Promise<{ device: DeviceItem; range: DeviceMessageRange }> {
  const problem = iotRangeProblem(query.from, query.to, Date.parse(nowIso()));
  if (problem) throw AppError.of(IOT_DATA_ERRORS, `iotData.${problem}`, { days: IOT_DATA_RETENTION_DAYS });
  const device = await getDeviceInScope(actor.scope, query.deviceId);
  if (!device) throw AppError.of(DEVICE_ERRORS, 'device.notFound');
  // stored arrival times are UTC `toISOString()`: the key range is in the same form
  return { device, range: { deviceId: device.deviceId, from: new Date(query.from).toISOString(), to: new Date(query.to).toISOString() } };
}

/**
 * The device's monitoring items by lower-case code (a value's code matches case-insensitively, decision 0047), a
 * reserved preset named in the reader's language.
 */
async function itemsOf(device: DeviceItem, language: Language): Promise<Map<string, SeriesItem>> {
  const all = await listAllMonitorItems();
  return new Map(all.filter((m) => device.monitorItemIds.includes(m.itemId)).map((m) => [m.itemCode.toLowerCase(), { itemCode: m.itemCode, itemName: shownText(builtInMonitorItemName(m), m.itemName, language), itemType: m.itemType }]));
}

interface StoredRow {
  msgId: string;
  receivedAt: string;
  deviceTime: string;
  message: string;
  lit?: string;
}

const parsed = (row: StoredRow) => ({ message: JSON.parse(row.message) as TelemetryMessage, colours: row.lit ? (JSON.parse(row.lit) as Record<string, LightColour>) : {} });

export async function iotMessagePage(actor: Actor, query: IotMessagePageQuery, language: Language = 'en'): Promise<CursorPage<IotMessageRecord>> {
  const { device, range } = await deviceRange(actor, query);
  const [page, items] = await Promise.all([
    pageWithTotal(query.cursor, () => pageDeviceMessages(range, query.limit, query.cursor), () => countDeviceMessages(range)),
    itemsOf(device, language),
  ]);
  const rows = page.rows.map((row): IotMessageRecord => {
    const { message, colours } = parsed(row);
    return {
      msgId: row.msgId,
      receivedAt: row.receivedAt,
      deviceTime: row.deviceTime,
      values: Object.entries(message.values ?? {}).map(([code, value]) => ({ code, itemName: items.get(code.toLowerCase())?.itemName ?? '', value, colour: colours[code] ?? '' })),
      events: message.events ?? [],
      ...(message.batteryVoltage === undefined ? {} : { batteryVoltage: message.batteryVoltage }),
      ...(message.selfTest ? { selfTest: message.selfTest } : {}),
      ...(message.door ? { door: message.door } : {}),
      ...(message.gps ? { gps: message.gps } : {}),
    };
  });
  return { ...page, rows };
}

export async function iotSeries(actor: Actor, query: IotDataRange, language: Language = 'en'): Promise<IotSeriesResult> {
  const { device, range } = await deviceRange(actor, query);
  const [{ rows, more }, items] = await Promise.all([newestDeviceMessages(range, IOT_SERIES_MAX_MESSAGES), itemsOf(device, language)]);
  const messages = rows.map((row) => {
    const { message, colours } = parsed(row);
    return { deviceTimeMs: Date.parse(row.deviceTime), values: message.values ?? {}, colours };
  });
  // truncated: the newest IOT_SERIES_MAX_MESSAGES are charted, from the oldest arrival read
  const coveredFrom = more && rows.length ? rows[rows.length - 1].receivedAt : range.from;
  const { series, bucketMs } = buildSeries(items, messages, { fromMs: Date.parse(coveredFrom), toMs: Date.parse(range.to) });
  return { series, messages: rows.length, bucketMs, truncated: more, coveredFrom };
}
