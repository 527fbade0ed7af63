/** Alarms of monitoring values: the list, acknowledge, clear (docs/decisions/0047). */
import { PERMISSIONS } from '../permissions/permissions';
import * as alarm from '../schemas/alarm';
import { cursorPageOf } from '../api/envelope';
import { defineRoute } from '../api/route';

const P = '/monitoring/alarm';
const A = PERMISSIONS.alarm;

export const AlarmPage = defineRoute({ id: 'AlarmPage', method: 'GET', path: `${P}/page`, access: A.list, summary: 'Alarms of the devices in the caller scope, by organization and newest first, one cursor page', query: alarm.alarmPageQuery, response: cursorPageOf(alarm.alarmRecord) });
export const AlarmAck = defineRoute({ id: 'AlarmAck', method: 'PUT', path: `${P}/ack`, access: A.handle, summary: 'Acknowledge an open alarm (who and when); it stays open until cleared', body: alarm.alarmActionBody, log: { module: 'alarm', type: 'update' }, response: alarm.alarmRecord });
export const AlarmClear = defineRoute({ id: 'AlarmClear', method: 'PUT', path: `${P}/clear`, access: A.handle, summary: 'Clear a pending or open alarm by hand (who and when); its order stays', body: alarm.alarmActionBody, log: { module: 'alarm', type: 'update' }, response: alarm.alarmRecord });
export const ALARM_ROUTES = [AlarmPage, AlarmAck, AlarmClear] as const;
