/** Device monitoring > IoT data: one device's telemetry messages and their chart (docs/decisions/0049). */
import * as z from 'zod';
import { PERMISSIONS } from '../permissions/permissions';
import * as iot from '../schemas/iot-data';
import { cursorPageOf } from '../api/envelope';
import { defineRoute } from '../api/route';

const P = '/monitoring/iotdata';
const A = PERMISSIONS.iotData;

export const IotDataDevices = defineRoute({ id: 'IotDataDevices', method: 'GET', path: `${P}/devices`, access: A.list, summary: 'Devices in the caller scope matching a serial number (or name, product code), a few at most', query: iot.iotDeviceOptionsQuery, response: z.array(iot.iotDeviceOption) });
export const IotDataMessages = defineRoute({ id: 'IotDataMessages', method: 'GET', path: `${P}/messages`, access: A.list, summary: 'A device\'s telemetry messages received in a range (at most 90 days, within retention), newest first, one cursor page', query: iot.iotMessagePageQuery, response: cursorPageOf(iot.iotMessageRecord) });
export const IotDataSeries = defineRoute({ id: 'IotDataSeries', method: 'GET', path: `${P}/series`, access: A.list, summary: 'The chart of a device\'s monitoring values in a range: one series per item, bounded points (bucket means above the cap)', query: iot.iotSeriesQuery, response: iot.iotSeriesResult });
export const IOT_DATA_ROUTES = [IotDataDevices, IotDataMessages, IotDataSeries] as const;
