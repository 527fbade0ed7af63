import { IOT_DATA_ERRORS } from '@aed/shared/errors/iot-data-errors';
import { errorRef } from '../../lib/app-error';
import { TelemetryEntity } from '../entities/telemetry-entity';
import { partitionedList } from './cursor-walk';

/** Reads of a device's stored telemetry messages for the IoT data screen (decision 0049): key ranges only. */

/** One device's messages received in [from, to) (ISO instants as stored: `toISOString()`). */
export interface DeviceMessageRange {
  deviceId: number;
  from: string;
  to: string;
}

const rangeQuery = (r: DeviceMessageRange) => TelemetryEntity.query.byDevice({ deviceId: r.deviceId }).between({ receivedAt: r.from }, { receivedAt: r.to });

const messageList = partitionedList((r: DeviceMessageRange, _filter: null) => rangeQuery(r), errorRef(IOT_DATA_ERRORS, 'iotData.badCursor'), { order: 'desc' });

/** One cursor page of the range, newest arrival first. */
export const pageDeviceMessages = (range: DeviceMessageRange, limit: number, cursor?: string) => messageList.page([range], null, limit, cursor);
/** The range's count for the first page's total, capped (decision 0030). */
export const countDeviceMessages = (range: DeviceMessageRange) => messageList.count([range], null);

/**
 * Up to `max` messages of the range, newest arrival first (the chart), in Query pages of up to 1 MB; `more` when the
 * range holds more than `max`.
 */
export async function newestDeviceMessages(range: DeviceMessageRange, max: number) {
  type Row = Awaited<ReturnType<ReturnType<typeof rangeQuery>['go']>>['data'][number];
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: Row[]; cursor: string | null } = await rangeQuery(range).go({ order: 'desc', cursor, count: max + 1 - rows.length, limit: max + 1 - rows.length });
    rows.push(...page.data);
    cursor = page.cursor;
  } while (cursor && rows.length <= max);
  return { rows: rows.slice(0, max), more: rows.length > max };
}
